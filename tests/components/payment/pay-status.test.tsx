import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/answer.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import PayStatusPage from '../../../src/islands/payment/PayStatusPage.tsx';
import { order, priceStrings, session, strings } from './fixtures.ts';

const api = vi.hoisted(() => ({ orderDetail: vi.fn<(id: number) => Promise<OrderDetail>>() }));
vi.mock('../../../src/api/orders.ts', () => api);

beforeEach(() => {
  session(true);
  window.history.replaceState(null, '', '/payStatus/42');
  api.orderDetail.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function showStatus(answer: OrderDetail) {
  api.orderDetail.mockResolvedValue(answer);
  await act(async () => {
    render(<PayStatusPage locale="en" strings={strings} priceStrings={priceStrings} />);
  });
}

const status = () => screen.getByRole('status');
const heading = () => within(status()).getByRole('heading', { level: 2 }).textContent;
/** Moves the fake clock on and lets the answers it triggers arrive. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('PayStatusPage: each state and its next steps', () => {
  it('paid: the paid date, no way to pay again', async () => {
    await showStatus(order({ paymentState: 'paid', paidAt: '2026-11-02T11:00:00Z' }));
    expect(heading()).toBe('Paid');
    expect(status().textContent).toContain('Paid on 2 November 2026.');
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('awaiting transfer: the pro-forma with the bank details, the reference and the amount, and print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await showStatus(order({ paymentState: 'awaitingTransfer' }));
    expect(heading()).toBe('Awaiting bank transfer');
    const proForma = screen.getByRole('region', { name: 'Pro-forma invoice' });
    const value = (term: string) =>
      within(proForma).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([
      value('Account name'),
      value('Bank'),
      value('Sort code'),
      value('Account number'),
      value('IBAN'),
      value('BIC'),
      value('Reference'),
      value('Amount'),
    ]).toEqual([
      'Lihda Group Ltd',
      'Example Bank plc',
      '12-34-56',
      '12345678',
      'GB33BUKB20201555555555',
      'BUKBGB22',
      'LG-100042',
      '£57.90',
    ]);
    fireEvent.click(within(proForma).getByRole('button', { name: 'Print pro-forma' }));
    expect(print).toHaveBeenCalled();
  });

  it('on account: the due date', async () => {
    await showStatus(order({ paymentState: 'onAccount', paymentMethod: 'account', dueAt: '2026-12-02T10:00:00Z' }));
    expect(heading()).toBe('On account');
    expect(status().textContent).toContain('Payment due by 2 December 2026.');
    expect(screen.queryByRole('region', { name: 'Pro-forma invoice' })).toBeNull();
  });

  it('failed: the reason and "Try again" back to the Pay page', async () => {
    await showStatus(order({ paymentState: 'failed', failureMessage: 'Your card was declined.' }));
    expect(heading()).toBe('Payment failed');
    expect(status().textContent).toContain('Reason: Your card was declined.');
    expect(status().textContent).toContain('Your order is kept.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/Pay/42');
  });

  it('unpaid: "Pay now", and no polling', async () => {
    vi.useFakeTimers();
    await showStatus(order());
    expect(heading()).toBe('Not paid yet');
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/Pay/42');
    await wait(10_000);
    expect(api.orderDetail).toHaveBeenCalledTimes(1);
  });

  it('404: there is no such order', async () => {
    api.orderDetail.mockRejectedValue(new ApiCallError(404, 'Order not found.'));
    await act(async () => {
      render(<PayStatusPage locale="en" strings={strings} priceStrings={priceStrings} />);
    });
    expect(screen.getByText('There is no such order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('PayStatusPage: following a card payment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('polls every 3 s while pending, shows Paid in the same live region, then stops', async () => {
    await showStatus(order({ paymentState: 'pending', paymentMethod: 'card' }));
    const region = status();
    expect(heading()).toBe('Payment pending');
    await wait(3_000);
    expect(api.orderDetail).toHaveBeenCalledTimes(2);
    api.orderDetail.mockResolvedValue(
      order({ paymentState: 'paid', paymentMethod: 'card', paidAt: '2026-11-02T10:05:00Z' }),
    );
    await wait(3_000);
    expect(api.orderDetail).toHaveBeenCalledTimes(3);
    expect(status()).toBe(region);
    expect(heading()).toBe('Paid');
    await wait(60_000);
    expect(api.orderDetail).toHaveBeenCalledTimes(3);
  });

  it('polls an unpaid order on the return from the card page (redirect_status=succeeded)', async () => {
    window.history.replaceState(null, '', '/payStatus/42?payment_intent=pi_1&redirect_status=succeeded');
    await showStatus(order({ paymentMethod: 'card' }));
    expect(heading()).toBe('Payment pending');
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    await wait(3_000);
    expect(api.orderDetail).toHaveBeenCalledTimes(2);
    api.orderDetail.mockResolvedValue(
      order({ paymentState: 'failed', paymentMethod: 'card', failureMessage: 'Your card was declined.' }),
    );
    await wait(3_000);
    expect(heading()).toBe('Payment failed');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });

  it('stops after 2 minutes and asks the buyer to refresh later', async () => {
    await showStatus(order({ paymentState: 'pending', paymentMethod: 'card' }));
    expect(status().textContent).not.toContain(strings.stillPending);
    await wait(120_000);
    expect(status().textContent).toContain(strings.stillPending);
    const calls = api.orderDetail.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(40);
    expect(calls).toBeLessThanOrEqual(41);
    await wait(30_000);
    expect(api.orderDetail).toHaveBeenCalledTimes(calls);
  });
});
