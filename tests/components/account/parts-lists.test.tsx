import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartsListDetail, PartsListLine } from '#contract/calls/parts-lists.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import PartsListDetailsPage from '../../../src/islands/account/lists/PartsListDetailsPage.tsx';
import PartsListsPage from '../../../src/islands/account/lists/PartsListsPage.tsx';
import { saveBomAsList } from '../../../src/islands/account/lists/bom-as-list.ts';
import { session } from '../payment/fixtures.ts';

const calls = vi.hoisted(() => ({
  partsListList: vi.fn(),
  partsListGet: vi.fn(),
  partsListCreate: vi.fn(),
  partsListChangeLine: vi.fn(),
  partsListToBasket: vi.fn(),
  partsListShare: vi.fn(),
}));
vi.mock('../../../src/api/parts-lists.ts', () => calls);
const bomApi = vi.hoisted(() => ({ bomMatch: vi.fn() }));
vi.mock('../../../src/api/bom.ts', () => bomApi);

function pageProps(locale: 'en' | 'zh-cn') {
  const t = dictionary(locale);
  return { locale, strings: t.partsLists, bom: t.bom, gate: t.account };
}

const line = (id: number, partNo: string, changes: Partial<PartsListLine> = {}): PartsListLine => ({
  id,
  partNo,
  state: 'sold',
  name: 'Pull handle',
  nameZh: '拉手',
  familyId: 3,
  familySlug: 'pull-handle',
  quantity: 2,
  note: '',
  unitPricePence: 166,
  stock: 40,
  ...changes,
});

function list(changes: Partial<PartsListDetail> = {}): PartsListDetail {
  return {
    id: 8,
    name: 'Press spares',
    shared: true,
    mine: true,
    ownerName: 'Priya Shah',
    canChange: true,
    canShare: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    lines: [
      line(1, 'LH-1111-100-PA'),
      line(2, 'LH-OLD-1', { state: 'gone', unitPricePence: null, stock: null }),
      line(3, 'MY-BOM-9', {
        state: 'notFound',
        name: '',
        nameZh: '',
        familyId: null,
        familySlug: null,
        unitPricePence: null,
        stock: null,
      }),
    ],
    ...changes,
  };
}

async function showList(detail: PartsListDetail, locale: 'en' | 'zh-cn' = 'en') {
  window.history.replaceState(null, '', `/acListdetails/${detail.id}`);
  calls.partsListGet.mockResolvedValue(detail);
  await act(async () => {
    render(<PartsListDetailsPage {...pageProps(locale)} />);
  });
}

beforeEach(() => {
  session(true);
  Object.values(calls).forEach((fn) => fn.mockReset());
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('PartsListsPage', () => {
  it('lists own and shared lists, each opening its page, and says an individual buyer’s lists stay private', async () => {
    calls.partsListList.mockResolvedValue({
      lists: [
        {
          id: 8,
          name: 'Press spares',
          shared: false,
          mine: true,
          ownerName: 'Alex Morgan',
          canChange: true,
          updatedAt: '2026-11-21T10:00:00.000Z',
          lineCount: 3,
        },
      ],
      canShare: false,
      maxLists: 100,
      maxLines: 500,
    });
    await act(async () => {
      render(<PartsListsPage {...pageProps('en')} />);
    });
    const table = screen.getByRole('table', { name: 'Your parts lists, then those shared in your company' });
    expect(within(table).getByRole('link', { name: 'Press spares' }).getAttribute('href')).toBe('/acListdetails/8');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Private');
    expect(screen.getByText('1 of 100 lists')).toBeTruthy();
    expect(screen.getByText('Your lists are private: only members of a company can share a list.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Share with my company' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(screen.getByText('Give a name of 1 to 80 characters.')).toBeTruthy();
    expect(calls.partsListCreate).not.toHaveBeenCalled();
  });
});

describe('saving a BOM review as a new list', () => {
  it('on /acList, shares the new list with the company when a member ticks it, as the new-list form does', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    calls.partsListList.mockResolvedValue({ lists: [], canShare: true, maxLists: 100, maxLines: 500 });
    calls.partsListCreate.mockResolvedValue({ id: 14, name: 'press' });
    bomApi.bomMatch.mockResolvedValue({
      sheets: [],
      sheet: null,
      columns: ['Part No', 'Qty'],
      partNoColumn: 0,
      quantityColumn: 1,
      rows: [
        {
          line: 2,
          partNoText: 'XYZ-9999',
          quantityText: '3',
          quantity: 3,
          status: 'notFound',
          matchedBy: null,
          part: null,
          suggestions: [],
        },
      ],
    });
    const { container } = await act(async () => render(<PartsListsPage {...pageProps('en')} />));
    await act(async () => {
      fireEvent.change(container.querySelector('input[type="file"]')!, {
        target: { files: [new File(['Part No,Qty\nXYZ-9999,3'], 'press.csv', { type: 'text/csv' })] },
      });
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Share the new list with my company' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save as a new parts list' }));
    });
    expect(calls.partsListCreate).toHaveBeenCalledWith({
      name: 'press',
      lines: 'XYZ-9999 | 3',
      keepUnmatched: true,
      shared: true,
    });
    expect(assign).toHaveBeenCalledWith('/acListdetails/14');
    assign.mockRestore();
  });

  it('keeps every row, those not found as typed and an unreadable quantity as 1, names the list after the file and opens it', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    calls.partsListCreate.mockResolvedValue({ id: 12, name: 'cell-4 BOM' });
    await saveBomAsList(
      {
        lines: [
          { line: 2, partNoText: 'lh 1202 40', partNo: 'LH-1202-40', variantId: 5, quantity: 20 },
          { line: 3, partNoText: 'XYZ-9999', partNo: null, variantId: null, quantity: 2 },
          { line: 4, partNoText: 'LH-3101-30-AL', partNo: 'LH-3101-30-AL', variantId: 7, quantity: null },
        ],
        fileName: 'cell-4 BOM.xlsx',
        shared: false,
      },
      'zh-cn',
      dictionary('zh-cn').partsLists,
    );
    expect(calls.partsListCreate).toHaveBeenCalledWith({
      name: 'cell-4 BOM',
      lines: 'LH-1202-40 | 20\nXYZ-9999 | 2\nLH-3101-30-AL | 1',
      keepUnmatched: true,
    });
    expect(assign).toHaveBeenCalledWith('/zh-cn/acListdetails/12');
    assign.mockRestore();
  });
});

describe('PartsListDetailsPage', () => {
  it('shows each line’s state in words, and lets whoever may change the list change a quantity', async () => {
    await showList(list());
    const table = screen.getByRole('table', { name: 'Lines of Press spares' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('.list-line-state')!.textContent)).toEqual([
      'Available',
      'No longer sold',
      'Not found',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'LH-1111-100-PA' }).getAttribute('href')).toBe(
      '/goodsInfo/3/pull-handle?partNo=LH-1111-100-PA',
    );
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    calls.partsListChangeLine.mockResolvedValue(list({ lines: [line(1, 'LH-1111-100-PA', { quantity: 12 })] }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of LH-1111-100-PA' });
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.blur(quantity);
    expect(screen.getByText('Enter a whole number from 1 to 9999.')).toBeTruthy();
    expect(calls.partsListChangeLine).not.toHaveBeenCalled();
    fireEvent.change(quantity, { target: { value: '12' } });
    fireEvent.blur(quantity);
    await waitFor(() =>
      expect(calls.partsListChangeLine).toHaveBeenCalledWith({ id: 8, lineId: 1, quantity: 12, note: '' }),
    );
  });

  it('is read-only for a member who may not change it, who still orders chosen lines from it and reads what could not go', async () => {
    await showList(list({ mine: false, canChange: false }), 'zh-cn');
    expect(
      screen.getByText('由 Priya Shah 共享：您可以按清单下单或复制它；只有 Priya Shah 和公司管理员可以修改。'),
    ).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: '重命名' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除清单' })).toBeNull();
    const chosen = screen.getByRole<HTMLButtonElement>('button', { name: '所选加入购物篮' });
    expect(chosen.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 LH-OLD-1' }));
    calls.partsListToBasket.mockResolvedValue({
      added: [],
      problems: [{ partNo: 'LH-OLD-1', reason: '此零件已停售。' }],
      basket: { lines: [], saved: [], totals: {}, basketCount: 0 },
    });
    await act(async () => {
      fireEvent.click(chosen);
    });
    expect(calls.partsListToBasket).toHaveBeenCalledWith(8, [2]);
    expect(screen.getByRole('alert').textContent).toContain('LH-OLD-1: 此零件已停售。');
  });

  it('says there is no such list for a 404', async () => {
    window.history.replaceState(null, '', '/acListdetails/99');
    const { ApiCallError } = await import('../../../src/api/answer.ts');
    calls.partsListGet.mockRejectedValue(new ApiCallError(404, 'There is no such parts list.'));
    await act(async () => {
      render(<PartsListDetailsPage {...pageProps('en')} />);
    });
    expect(screen.getByText('There is no such parts list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to parts lists' }).getAttribute('href')).toBe('/acList');
  });
});
