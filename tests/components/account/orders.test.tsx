import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListAnswer, OrderListRequest } from '#contract/calls/order-history.ts';
import type { OrderAgainAnswer } from '#contract/calls/order-history.ts';
import { ApiCallError } from '../../../src/api/answer.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import OrderDetailsPage from '../../../src/islands/account/orders/OrderDetailsPage.tsx';
import OrdersPage from '../../../src/islands/account/orders/OrdersPage.tsx';
import { $session } from '../../../src/stores/session.ts';
import { order, session } from '../payment/fixtures.ts';

const calls = vi.hoisted(() => ({
  orderList: vi.fn<(body: OrderListRequest) => Promise<OrderListAnswer>>(),
  orderAgain: vi.fn<(id: number) => Promise<OrderAgainAnswer>>(),
  orderInvoice: vi.fn<(id: number) => Promise<{ blob: Blob; fileName: string }>>(),
  orderForAccount: vi.fn<(id: number) => Promise<OrderDetail>>(),
  creditNoteFile: vi.fn<(id: number) => Promise<{ blob: Blob; fileName: string }>>(),
}));
vi.mock('../../../src/api/order-history.ts', () => calls);
const lists = vi.hoisted(() => ({
  partsListFromOrder: vi.fn(async (_orderId: number, name: string) => ({ id: 31, name })),
}));
vi.mock('../../../src/api/parts-lists.ts', () => lists);

const t = dictionary('en');
const listProps = { locale: 'en' as const, strings: t.accountOrders, gate: t.account };
const detailProps = {
  ...listProps,
  approvalStrings: t.accountTeam.approval,
  priceStrings: t.prices,
  listStrings: t.partsLists,
};

const row = (id: number, changes: Partial<OrderListAnswer['orders'][number]> = {}) => ({
  id,
  orderNo: `LG-${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  poReference: `PO-${id}`,
  stage: 'paid' as const,
  totalPence: 1200,
  lineCount: 1,
  mine: true,
  placedBy: null,
  ...changes,
});
const answer = (changes: Partial<OrderListAnswer> = {}): OrderListAnswer => ({
  orders: [row(2), row(1)],
  total: 2,
  page: 1,
  pageSize: 10,
  canSeeTeam: false,
  ...changes,
});

beforeEach(() => {
  session(true);
  Object.values(calls).forEach((fn) => fn.mockReset());
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('OrdersPage', () => {
  it('lists the orders and asks again with the filters applied, leaving empty ones out', async () => {
    calls.orderList.mockResolvedValue(answer());
    await act(async () => {
      render(<OrdersPage {...listProps} />);
    });
    const table = screen.getByRole('table', { name: 'Your orders, newest first' });
    expect(within(table).getByRole('link', { name: 'LG-2' }).getAttribute('href')).toBe('/acOrderdetails/2');
    expect(calls.orderList).toHaveBeenLastCalledWith({ page: 1 });
    expect(screen.queryByRole('group', { name: 'Whose orders' })).toBeNull();

    calls.orderList.mockResolvedValue(answer({ orders: [], total: 0 }));
    fireEvent.change(screen.getByLabelText('Order number, PO reference or part number'), {
      target: { value: '  LH-1 ' },
    });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'delivered' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show orders' }));
    });
    expect(calls.orderList).toHaveBeenLastCalledWith({ stage: 'delivered', search: 'LH-1', page: 1 });
    expect(screen.getByText('No orders match these filters.')).toBeTruthy();
  });

  it('offers a company admin the whole team’s orders, with who placed each', async () => {
    calls.orderList.mockResolvedValue(answer({ canSeeTeam: true }));
    await act(async () => {
      render(<OrdersPage {...listProps} />);
    });
    calls.orderList.mockResolvedValue(
      answer({ canSeeTeam: true, orders: [row(3, { mine: false, placedBy: 'Tom Baker' })], total: 1 }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Whole team' }));
    });
    expect(calls.orderList).toHaveBeenLastCalledWith({ scope: 'team', page: 1 });
    const table = screen.getByRole('table', { name: 'Your team’s orders, newest first' });
    expect(within(table).getByRole('columnheader', { name: 'Placed by' })).toBeTruthy();
    expect(within(table).getByText('Tom Baker')).toBeTruthy();
  });
});

describe('OrderDetailsPage', () => {
  async function showOrder(id: number) {
    window.history.replaceState(null, '', `/acOrderdetails/${id}`);
    await act(async () => {
      render(<OrderDetailsPage {...detailProps} />);
    });
  }

  it('says there is no such order for a 404 (another buyer’s order)', async () => {
    calls.orderForAccount.mockRejectedValue(new ApiCallError(404, 'There is no such order.'));
    await showOrder(9);
    expect(screen.getByText('There is no such order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to order history' }).getAttribute('href')).toBe('/acOrder');
  });

  it('names the quote an order was made from, with a link to it', async () => {
    calls.orderForAccount.mockResolvedValue(order({ quote: { id: 7, quoteNo: 'Q-000007' } }));
    await showOrder(42);
    expect(screen.getByRole('link', { name: 'Q-000007' }).getAttribute('href')).toBe('/acQuotedetails/7');
    cleanup();
    calls.orderForAccount.mockResolvedValue(order({ quote: null }));
    await showOrder(42);
    expect(screen.queryByText('From quote')).toBeNull();
  });

  it('shows pay for a payable order, and order again fills the basket and reports what it could not add', async () => {
    calls.orderForAccount.mockResolvedValue(order());
    await showOrder(42);
    expect(screen.getByRole('heading', { name: 'Order LG-100042' })).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Order actions' });
    expect(within(actions).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/Pay/42');
    expect(within(screen.getByRole('list', { name: 'Order progress' })).getByText('Order placed')).toBeTruthy();

    calls.orderAgain.mockResolvedValue({
      added: [{ partNo: 'LH-617-8-M12-SS', quantity: 10 }],
      problems: [{ partNo: 'LH-1111-100-PA', reason: 'This part is no longer sold.' }],
      basket: {
        lines: [],
        saved: [],
        totals: { ...order().totals, freeDeliveryFromPence: 15_000 },
        basketCount: 10,
        delivery: {
          zoneEn: 'UK mainland',
          zoneZh: '英国本土',
          duties: 'none',
          weightGrams: 0,
          options: [],
          chosen: null,
          unweighedPartNos: [],
        },
      },
    });
    await act(async () => {
      fireEvent.click(within(actions).getByRole('button', { name: 'Order again' }));
    });
    expect(within(actions).getByRole('status').textContent).toContain(
      '1 line was added to your basket at today’s prices.',
    );
    expect(within(actions).getByRole('alert').textContent).toContain('LH-1111-100-PA: This part is no longer sold.');
    expect($session.get().basketCount).toBe(10);
  });

  it('saves the order as a parts list named after it, and links the new list', async () => {
    calls.orderForAccount.mockResolvedValue(order());
    await showOrder(42);
    const actions = screen.getByRole('group', { name: 'Order actions' });
    await act(async () => {
      fireEvent.click(within(actions).getByRole('button', { name: 'Save as list' }));
    });
    expect(lists.partsListFromOrder).toHaveBeenCalledWith(42, 'Order LG-100042');
    expect(within(actions).getByRole('status').textContent).toContain('Saved as the parts list “Order LG-100042”.');
    expect(within(actions).getByRole('link', { name: 'Open the list' }).getAttribute('href')).toBe('/acListdetails/31');
  });

  it('shows each line with the picture of its very part and a link to its page with that part chosen, and hides the picture of a part no longer in the catalogue', async () => {
    const detail = order();
    calls.orderForAccount.mockResolvedValue(detail);
    await showOrder(42);
    const rows = within(screen.getByRole('table', { name: 'Items ordered' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(detail.lines.length);
    const pictures = rows.map((r) => r.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(
      detail.lines.map((l) => `/api/unpri/partPicture?partNo=${encodeURIComponent(l.partNo)}`),
    );
    expect(
      pictures.every(
        (img) =>
          img.getAttribute('width') === '64' &&
          img.getAttribute('height') === '48' &&
          img.getAttribute('loading') === 'lazy',
      ),
    ).toBe(true);
    expect(rows.map((r) => r.querySelector('a')!.getAttribute('href'))).toEqual(
      detail.lines.map((l) => `/goodsInfo/${l.familyId}/${l.familySlug}?partNo=${encodeURIComponent(l.partNo)}`),
    );
    fireEvent.error(pictures[0]!);
    expect(pictures[0]!.hidden).toBe(true);
  });

  it('shows a line priced from a price list at the buyer’s price, the list price then struck beside it, and the company’s own part number', async () => {
    const detail = order();
    detail.lines[0] = {
      ...detail.lines[0]!,
      unitPricePence: 1494,
      listUnitPricePence: 1660,
      lineTotalPence: 14_940,
      customerPartNo: 'ACME-70001',
    };
    calls.orderForAccount.mockResolvedValue(detail);
    await showOrder(42);
    const [priced, listed] = within(screen.getByRole('table', { name: 'Items ordered' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(priced!).getByRole('rowheader').textContent).toBe('LH-617-8-M12-SSYour no. ACME-70001');
    expect(priced!.querySelector('s')?.textContent).toBe('£16.60');
    expect(priced!.textContent).toContain('£14.94 List price £16.60 You save £1.66 (10%)');
    // A line at the list price shows it alone, and no number the company has not given.
    expect(listed!.querySelector('s')).toBeNull();
    expect(within(listed!).getByRole('rowheader').textContent).toBe('LH-1111-100-PA');
  });

  it('shows an admin who placed a member’s order, without pay', async () => {
    calls.orderForAccount.mockResolvedValue(order({ mine: false, placedBy: 'Tom Baker', payable: false }));
    await showOrder(42);
    expect(screen.getByText('Tom Baker')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Payment status' })).toBeNull();
  });

  it('lists the credit notes with the invoice each corrects, and downloads one by its id', async () => {
    const note = {
      id: 5,
      creditNoteNo: 'CN-2026-000005',
      invoiceNo: 'INV-2026-000042',
      kind: 'refund' as const,
      issuedAt: '2026-11-21T10:00:00.000Z',
      totalPence: 3000,
    };
    calls.orderForAccount.mockResolvedValue(order({ creditNotes: [note] }));
    calls.creditNoteFile.mockResolvedValue({ blob: new Blob(['%PDF']), fileName: 'credit-note-CN-2026-000005.pdf' });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await showOrder(42);
    const table = screen.getByRole('table', { name: 'Credit notes' });
    const row = within(table).getByRole('row', { name: /CN-2026-000005/ });
    expect(row.textContent).toContain('INV-2026-000042');
    expect(row.textContent).toContain('Refund');
    expect(row.textContent).toContain('£30.00');
    await act(async () =>
      fireEvent.click(within(row).getByRole('button', { name: 'Download credit note CN-2026-000005 (PDF)' })),
    );
    expect(calls.creditNoteFile).toHaveBeenCalledWith(5);
    cleanup();
    calls.orderForAccount.mockResolvedValue(order({ creditNotes: [] }));
    await showOrder(42);
    expect(screen.queryByRole('table', { name: 'Credit notes' })).toBeNull();
  });
});
