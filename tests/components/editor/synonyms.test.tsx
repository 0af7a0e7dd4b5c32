import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from './api-mocks.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

const STORED = { groups: [['把手', '拉手', '手柄']], text: '把手, 拉手, 手柄' };
const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^(Synonyms|同义词)$/ });

describe('search synonyms', () => {
  it('edits the groups as text and saves them, showing what the server stored', async () => {
    api.synonymsGet.mockResolvedValue(STORED);
    api.synonymsSave.mockResolvedValue({
      groups: [
        ['把手', '拉手', '手柄'],
        ['vice', 'vise'],
      ],
      text: '把手, 拉手, 手柄\nvice, vise',
    });
    await openConsole('synonyms');
    expect(box().value).toBe('把手, 拉手, 手柄');
    expect(box().maxLength).toBe(20_000);
    fireEvent.change(box(), { target: { value: '把手, 拉手, 手柄\nVice，VISE' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api.synonymsSave).toHaveBeenCalledWith('把手, 拉手, 手柄\nVice，VISE');
    expect(box().value).toBe('把手, 拉手, 手柄\nvice, vise');
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('names the bad line in the page language and sends nothing, keeping the text', async () => {
    api.synonymsGet.mockResolvedValue(STORED);
    await openConsole('synonyms', 'zh-cn');
    fireEvent.change(box(), { target: { value: '把手, 拉手\n手柄' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    expect(api.synonymsSave).not.toHaveBeenCalled();
    expect(screen.getByText('第 2 行：请至少填写两个词，用逗号分隔')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box());
    expect(box().value).toBe('把手, 拉手\n手柄');
  });
});
