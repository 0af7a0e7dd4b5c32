import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderReturns as Returns, ReturnSummary } from '#contract/calls/returns.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { OrderReturns } from '../../../src/islands/account/orders/OrderReturns.tsx';
import { order, session } from '../payment/fixtures.ts';

const calls = vi.hoisted(() => ({
  returnList: vi.fn<(orderId: number) => Promise<Returns>>(),
  returnRequest: vi.fn(),
  returnWithdraw: vi.fn<(id: number) => Promise<Returns>>(),
}));
vi.mock('../../../src/api/returns.ts', () => calls);

const summary = (id: number, changes: Partial<ReturnSummary> = {}): ReturnSummary => ({
  id,
  returnNo: null,
  state: 'requested',
  reason: 'faulty',
  note: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  staffMessage: '',
  returnAddress: '',
  restockingFeePercent: 0,
  photoCount: 0,
  lines: [
    { lineNo: 1, partNo: 'SC-10', nameEn: 'Screw', nameZh: '螺钉', quantity: 2, receivedQty: 0, resaleableQty: 0 },
  ],
  creditNote: null,
  ...changes,
});

beforeEach(() => {
  session(true);
  Object.values(calls).forEach((fn) => fn.mockReset());
});
afterEach(() => cleanup());

async function shown(answer: Returns, locale: 'en' | 'zh-cn' = 'en') {
  calls.returnList.mockResolvedValue(answer);
  await act(async () => {
    render(<OrderReturns order={order()} locale={locale} strings={dictionary(locale).accountOrders} />);
  });
}

describe('OrderReturns', () => {
  it('offers to withdraw only a request not answered yet, and shows it withdrawn after', async () => {
    const approved = summary(7, { state: 'approved', returnNo: 'RMA-2026-000001', returnAddress: 'Unit 12' });
    await shown({ returns: [summary(8), approved], returnable: [] });
    const [requested, answered] = screen.getAllByRole('article');
    expect(within(answered!).queryByRole('button')).toBeNull();
    calls.returnWithdraw.mockResolvedValue({
      returns: [summary(8, { state: 'withdrawn' }), approved],
      returnable: [{ lineNo: 1, quantity: 2 }],
    });
    await act(async () => {
      fireEvent.click(within(requested!).getByRole('button', { name: 'Withdraw this return request' }));
    });
    expect(calls.returnWithdraw).toHaveBeenCalledWith(8);
    const now = screen.getAllByRole('article')[0]!;
    expect(within(now).getByText('Withdrawn')).toBeTruthy();
    expect(within(now).queryByRole('button')).toBeNull();
    // Its parts may be asked for again.
    // The request form loads on its own (src/islands/account/orders/OrderReturns.tsx).
    expect(await screen.findByRole('button', { name: 'Return goods from this order' })).toBeTruthy();
  });

  it('names the button in Chinese', async () => {
    await shown({ returns: [summary(8)], returnable: [] }, 'zh-cn');
    expect(screen.getByRole('button', { name: '撤回此退货申请' })).toBeTruthy();
  });
});
