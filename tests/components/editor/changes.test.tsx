import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EditorChangeRecord } from '#contract/calls/editor-changes.ts';
import { api } from './api-mocks.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

function change(id: number, summary: string, detail: unknown = {}): EditorChangeRecord {
  return {
    id,
    at: '2026-11-20T10:05:00.000Z',
    email: 'editor@lihda.example',
    area: 'variant',
    recordId: '120',
    action: 'update',
    summary,
    detail,
  };
}

describe('the change record', () => {
  it('shows who changed what and when, with the fields changed, a page at a time', async () => {
    api.changeList
      .mockResolvedValueOnce({
        total: 30,
        page: 1,
        pageSize: 25,
        list: [change(30, 'Variant LH-617-8-M12-SS: stock', { stock: { from: 12, to: 40 } })],
      })
      .mockResolvedValueOnce({ total: 30, page: 2, pageSize: 25, list: [change(5, 'New service Repairs')] });
    await openConsole('changes');
    expect(api.changeList).toHaveBeenCalledWith({ page: 1, pageSize: 25 });
    const table = screen.getByRole('table', { name: 'Changes, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('editor@lihda.example');
    expect(row.textContent).toContain('Variant LH-617-8-M12-SS: stock');
    expect(row.textContent).toContain('Part 120: changed');
    expect(within(row).getByText('Stock: 12 → 40')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));
    expect(api.changeList).toHaveBeenLastCalledWith({ page: 2, pageSize: 25 });
    expect(screen.getByText('New service Repairs')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    // A record without field changes has no details to open.
    expect(screen.queryByText('Details')).toBeNull();
  });

  it('names each field of the details, never its raw key, in Chinese too', async () => {
    const staff = {
      ...change(31, 'sales@lihda.example: editor → sales', {
        before: { role: 'editor', disabled: false },
        after: { role: 'sales', disabled: false },
      }),
      area: 'staff',
      recordId: '9',
      action: 'role',
    };
    api.changeList.mockResolvedValue({
      total: 2,
      page: 1,
      pageSize: 25,
      list: [change(30, 'Service “Repairs”: English title', { titleEn: { from: 'Repair', to: 'Repairs' } }), staff],
    });
    await openConsole('changes', 'zh-cn');
    const [, service, account] = within(screen.getByRole('table', { name: '修改记录，最新的在前' })).getAllByRole(
      'row',
    );
    expect(within(service!).getByText('英文标题：Repair → Repairs')).toBeTruthy();
    expect(account!.textContent).toContain('员工账户 9：角色已更改');
    expect(within(account!).getByText('角色：editor → sales')).toBeTruthy();
    expect(within(account!).getByText('已停用：否 → 否')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/titleEn|disabled/);
  });
});
