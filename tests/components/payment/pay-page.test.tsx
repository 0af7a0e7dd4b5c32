import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/answer.ts';
import type { OrderDetail, PaymentMethod, PaymentOptions, PayStartAnswer } from '#contract/calls/orders.ts';
import { $signInOpen } from '../../../src/islands/header/sign-in-state.ts';
import PayPage from '../../../src/islands/payment/PayPage.tsx';
import { options, order, priceStrings, session, strings } from './fixtures.ts';

const api = vi.hoisted(() => ({
  orderDetail: vi.fn<(id: number) => Promise<OrderDetail>>(),
  paymentOptions: vi.fn<() => Promise<PaymentOptions>>(),
  payStart: vi.fn<(id: number, method: PaymentMethod) => Promise<PayStartAnswer>>(),
}));
vi.mock('../../../src/api/orders.ts', () => api);
const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripe);

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  session(true);
  window.history.replaceState(null, '', '/Pay/42');
  api.orderDetail.mockResolvedValue(order());
  api.paymentOptions.mockResolvedValue(options());
  api.payStart.mockReset();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  $signInOpen.set(false);
  window.history.replaceState(null, '', '/');
});

async function showPayPage(locale: 'en' | 'zh-cn' = 'en') {
  await act(async () => {
    render(<PayPage locale={locale} strings={strings} priceStrings={priceStrings} />);
  });
}

/** The choice of methods, opened by "Pay another way" when the checkout's method is stated instead. */
function methodGroup() {
  const another = screen.queryByRole('button', { name: 'Pay another way' });
  if (another) fireEvent.click(another);
  return screen.getByRole('group', { name: 'Payment method' });
}
const radio = (name: string) => within(methodGroup()).getByRole<HTMLInputElement>('radio', { name });

describe('PayPage: the method chosen at checkout', () => {
  it('is stated, not asked again, with its way to pay; "Pay another way" opens the choice', async () => {
    api.orderDetail.mockResolvedValue(order({ paymentMethod: 'bankTransfer' }));
    await showPayPage();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.getByText(/^Payment method chosen at checkout: Bank transfer\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(
      within(screen.getByRole('group', { name: 'Payment method' })).getByRole<HTMLInputElement>('radio', {
        name: 'Bank transfer',
      }).checked,
    ).toBe(true);
  });

  it("asks at once when the checkout's method can no longer be used", async () => {
    api.orderDetail.mockResolvedValue(order({ paymentMethod: 'card' }));
    api.paymentOptions.mockResolvedValue(options({ card: false, stripePublishableKey: null }));
    await showPayPage();
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay another way' })).toBeNull();
  });
});

describe('PayPage: the order and the methods', () => {
  it('is a loading notice in the built page, before the address and the session are known', () => {
    expect(renderToString(<PayPage locale="en" strings={strings} priceStrings={priceStrings} />)).toBe(
      '<p class="pay-notice" role="status">Loading your order…</p>',
    );
  });

  it('loads the order in the address and shows its number, PO reference, lines and totals', async () => {
    await showPayPage();
    expect(api.orderDetail).toHaveBeenCalledWith(42);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('LG-100042')).toBeTruthy();
    expect(within(summary).getByText('PO-7781')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Items ordered' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Part numberItemQuantityUnit priceLine total',
      'LH-617-8-M12-SSStar knobYour reference: Line A10£1.53£15.30',
      'LH-1111-100-PAPull handle2£12.50£25.00',
    ]);
    const total = (term: string) => within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([total('Subtotal ex VAT'), total('Delivery'), total('VAT (20%)'), total('Total')]).toEqual([
      '£40.30',
      '£7.95',
      '£9.65',
      '£57.90',
    ]);
    expect(within(summary).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('offers card and bank transfer, pre-selected from the order, and no account without credit', async () => {
    await showPayPage();
    expect(
      within(methodGroup())
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['card', 'bankTransfer']);
    expect(radio('Bank transfer').checked).toBe(true);
    expect(radio('Card').disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeTruthy();
  });

  it('offers on account to a company with credit', async () => {
    api.orderDetail.mockResolvedValue(order({ paymentMethod: 'account' }));
    api.paymentOptions.mockResolvedValue(options({ account: true }));
    await showPayPage();
    expect(radio('On account').checked).toBe(true);
    expect(radio('On account').getAttribute('aria-describedby')).toBe('pay-method-account-hint');
    expect(screen.getByText('Invoiced to your company, payable within 30 days.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place on account' })).toBeTruthy();
  });

  it('offers no card when no key is configured, and pre-selects bank transfer', async () => {
    api.orderDetail.mockResolvedValue(order({ paymentMethod: 'card' }));
    api.paymentOptions.mockResolvedValue(options({ card: false, stripePublishableKey: null }));
    await showPayPage();
    expect(screen.queryByRole('radio', { name: 'Card' })).toBeNull();
    expect(radio('Bank transfer').checked).toBe(true);
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('shows the last failure of a failed order above the choice', async () => {
    api.orderDetail.mockResolvedValue(order({ paymentState: 'failed', failureMessage: 'Your card was declined.' }));
    await showPayPage();
    expect(screen.getByText('Your last payment did not go through.').parentElement?.textContent).toBe(
      'Your last payment did not go through. Your card was declined.',
    );
    expect(methodGroup()).toBeTruthy();
  });
});

describe('PayPage: paying', () => {
  it('bank transfer: starts it on the server and goes to the status page', async () => {
    api.payStart.mockResolvedValue({
      paymentState: 'awaitingTransfer',
      clientSecret: null,
      stripePublishableKey: null,
    });
    await showPayPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' })));
    expect(api.payStart).toHaveBeenCalledWith(42, 'bankTransfer');
    expect(assign).toHaveBeenCalledWith('/payStatus/42');
  });

  it('on account: the same, after choosing it, in Chinese paths on the Chinese page', async () => {
    window.history.replaceState(null, '', '/zh-cn/Pay/42');
    api.paymentOptions.mockResolvedValue(options({ account: true }));
    api.payStart.mockResolvedValue({ paymentState: 'onAccount', clientSecret: null, stripePublishableKey: null });
    await showPayPage('zh-cn');
    fireEvent.click(radio('On account'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place on account' })));
    expect(api.payStart).toHaveBeenCalledWith(42, 'account');
    expect(assign).toHaveBeenCalledWith('/zh-cn/payStatus/42');
  });

  it('stays on the page, ready to try again, when the server refuses', async () => {
    api.payStart.mockRejectedValue(new ApiCallError(409, 'This order cannot be paid now.'));
    await showPayPage();
    const button = screen.getByRole('button', { name: 'Pay by bank transfer' });
    await act(async () => fireEvent.click(button));
    expect(assign).not.toHaveBeenCalled();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('PayPage: orders with nothing to pay, and no order', () => {
  it('a paid order says so and links to its status', async () => {
    api.orderDetail.mockResolvedValue(order({ paymentState: 'paid', paidAt: '2026-11-02T11:00:00Z' }));
    await showPayPage();
    expect(screen.getByText('This order is paid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the payment status' }).getAttribute('href')).toBe('/payStatus/42');
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(api.paymentOptions).not.toHaveBeenCalled();
  });

  it('an order awaiting a transfer names its state and may still be paid another way', async () => {
    api.orderDetail.mockResolvedValue(order({ paymentState: 'awaitingTransfer' }));
    await showPayPage();
    expect(
      screen.getByText(
        'The payment of this order is already arranged (Awaiting bank transfer). You can still pay it another way below.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the payment status' }).getAttribute('href')).toBe('/payStatus/42');
    expect(radio('Bank transfer').checked).toBe(true);
  });

  it('a card payment being confirmed offers no choice', async () => {
    api.orderDetail.mockResolvedValue(order({ paymentState: 'pending', paymentMethod: 'card' }));
    await showPayPage();
    expect(screen.getByText('The payment of this order is already arranged (Payment pending).')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  });

  it("a team member's order, opened by the company admin, is paid with the team's on Team payments", async () => {
    api.orderDetail.mockResolvedValue(order({ mine: false, placedBy: 'Tom Baker', payable: false }));
    await showPayPage();
    expect(
      screen.getByText(
        'Tom Baker of your team placed this order. Your company pays its team’s orders on Team payments.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Team payments' }).getAttribute('href')).toBe('/payAssociated');
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(api.paymentOptions).not.toHaveBeenCalled();
  });

  it('an order waiting for approval cannot be paid yet, and says why', async () => {
    api.orderDetail.mockResolvedValue(order({ approvalState: 'pending', stage: 'awaitingApproval', payable: false }));
    await showPayPage();
    expect(
      screen.getByText(
        'This order is waiting for your company administrator’s approval. You can pay it once it is approved.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
  });

  it('404: there is no such order, with a link home', async () => {
    api.orderDetail.mockRejectedValue(new ApiCallError(404, 'Order not found.'));
    await showPayPage();
    expect(screen.getByText('There is no such order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('an address without an id is no such order, without a call', async () => {
    window.history.replaceState(null, '', '/Pay/');
    await showPayPage();
    expect(screen.getByText('There is no such order.')).toBeTruthy();
    expect(api.orderDetail).not.toHaveBeenCalled();
  });

  it('another failure offers to load again', async () => {
    api.orderDetail.mockRejectedValueOnce(new ApiCallError(null, 'Network Error'));
    await showPayPage();
    expect(screen.getByText('The order could not be loaded.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load again' })));
    expect(methodGroup()).toBeTruthy();
  });

  it('logged out: asks to log in, opens the sign-in dialog, and loads once logged in', async () => {
    session(false);
    await showPayPage();
    expect(screen.getByText('Log in to see and pay this order.')).toBeTruthy();
    expect(api.orderDetail).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($signInOpen.get()).toBe('stay');
    await act(async () => session(true));
    expect(api.orderDetail).toHaveBeenCalledWith(42);
    expect(methodGroup()).toBeTruthy();
  });
});
