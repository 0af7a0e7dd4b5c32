import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EditorChangeRecord } from '#contract/calls/editor-changes.ts';
import { api } from './api-mocks.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

function change(id: number, summary: string, detail: unknown = {}): EditorChangeRecord {
  return { id, at: '2026-11-20T10:05:00.000Z', email: 'editor@lihda.example', area: 'variant', recordId: '120', action: 'update', summary, detail };
}

describe('the change record', () => {
  it('shows who changed what and when, with the fields changed, a page at a time', async () => {
    api.changeList
      .mockResolvedValueOnce({ total: 30, page: 1, pageSize: 25, list: [change(30, 'Variant LH-617-8-M12-SS: stock', { stock: { from: 12, to: 40 } })] })
      .mockResolvedValueOnce({ total: 30, page: 2, pageSize: 25, list: [change(5, 'New service Repairs')] });
    await openConsole('changes');
    expect(api.changeList).toHaveBeenCalledWith({ page: 1, pageSize: 25 });
    const table = screen.getByRole('table', { name: 'Changes, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('editor@lihda.example');
    expect(row.textContent).toContain('Variant LH-617-8-M12-SS: stock');
    expect(row.textContent).toContain('Part 120: changed');
    expect(within(row).getByText('stock: 12 → 40')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));
    expect(api.changeList).toHaveBeenLastCalledWith({ page: 2, pageSize: 25 });
    expect(screen.getByText('New service Repairs')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    // A record without field changes has no details to open.
    expect(screen.queryByText('Details')).toBeNull();
  });
});
