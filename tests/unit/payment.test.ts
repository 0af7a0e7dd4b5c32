import { describe, expect, it } from 'vitest';
import type { OrderDetail, PaymentOptions } from '#contract/calls/orders.ts';
import { dictionary } from '../../src/i18n/dictionary.ts';
import { formatDate } from '#contract/format/dates.ts';
import { payPath, payStatusPath } from '../../src/lib/payment/payment-paths.ts';
import { idFromShellPath } from '../../src/lib/routing/shell-id.ts';
import { initialMethod, offeredMethods } from '../../src/lib/payment/payment-methods.ts';
import {
  canStartPayment,
  isArranged,
  returnedFromCard,
  shouldPoll,
  shownState,
} from '../../src/lib/payment/payment-state.ts';
import { statusText } from '../../src/lib/payment/status-text.ts';

const options = (changes: Partial<PaymentOptions> = {}): PaymentOptions => ({
  card: true,
  account: false,
  bankTransfer: true,
  stripePublishableKey: 'pk_test_1',
  approvalAbovePence: null,
  ...changes,
});

describe('payment page addresses', () => {
  it('reads the order id after the page name, in both languages', () => {
    expect(idFromShellPath('/Pay/123')).toBe(123);
    expect(idFromShellPath('/payStatus/7/')).toBe(7);
    expect(idFromShellPath('/zh-cn/Pay/42')).toBe(42);
  });

  it('has no id for a missing, malformed or out-of-range segment', () => {
    for (const path of [
      '/Pay/',
      '/Pay',
      '/Pay/abc',
      '/Pay/0',
      '/Pay/012',
      '/Pay/1.5',
      '/Pay/-3',
      '/Pay/2147483648',
      '/zh-cn/Pay/',
    ])
      expect(idFromShellPath(path), path).toBeNull();
    expect(idFromShellPath('/Pay/2147483647')).toBe(2147483647);
  });

  it('links the two pages in the page’s language', () => {
    expect(payPath('en', 5)).toBe('/Pay/5');
    expect(payStatusPath('zh-cn', 5)).toBe('/zh-cn/payStatus/5');
  });
});

describe('payment state', () => {
  it('takes Stripe’s succeeded or processing return as a payment on its way', () => {
    expect(returnedFromCard('?payment_intent=pi_1&redirect_status=succeeded')).toBe(true);
    expect(returnedFromCard('?redirect_status=processing')).toBe(true);
    expect(returnedFromCard('?redirect_status=failed')).toBe(false);
    expect(returnedFromCard('')).toBe(false);
  });

  it('shows an unpaid order as pending only on the return from the card page', () => {
    expect(shownState('unpaid', true)).toBe('pending');
    expect(shownState('unpaid', false)).toBe('unpaid');
    expect(shownState('paid', true)).toBe('paid');
  });

  it('polls while pending, or unpaid right after the card page, and never once settled', () => {
    expect(shouldPoll('pending', false)).toBe(true);
    expect(shouldPoll('unpaid', true)).toBe(true);
    expect(shouldPoll('unpaid', false)).toBe(false);
    for (const state of ['paid', 'failed', 'awaitingTransfer', 'onAccount'] as const)
      expect(shouldPoll(state, true), state).toBe(false);
  });

  it('lets the buyer start a payment unless paid or a card payment is being confirmed', () => {
    for (const state of ['unpaid', 'failed', 'awaitingTransfer', 'onAccount'] as const)
      expect(canStartPayment(state), state).toBe(true);
    expect(canStartPayment('pending')).toBe(false);
    expect(canStartPayment('paid')).toBe(false);
  });

  it('names an arrangement already made, but not an unpaid or failed order', () => {
    for (const state of ['pending', 'paid', 'awaitingTransfer', 'onAccount'] as const)
      expect(isArranged(state), state).toBe(true);
    expect(isArranged('unpaid')).toBe(false);
    expect(isArranged('failed')).toBe(false);
  });
});

describe('payment methods', () => {
  it('offers card only when set up, bank transfer to everyone, on account only with credit', () => {
    expect(offeredMethods(options())).toEqual(['card', 'bankTransfer']);
    expect(offeredMethods(options({ card: false }))).toEqual(['bankTransfer']);
    expect(offeredMethods(options({ account: true }))).toEqual(['card', 'bankTransfer', 'account']);
  });

  it('pre-selects the checkout’s method when usable, else bank transfer', () => {
    expect(initialMethod('card', options())).toBe('card');
    expect(initialMethod('card', options({ card: false }))).toBe('bankTransfer');
    expect(initialMethod('account', options())).toBe('bankTransfer');
    expect(initialMethod('account', options({ account: true }))).toBe('account');
  });
});

describe('status texts', () => {
  const order = (changes: Partial<OrderDetail>) =>
    ({ paymentState: 'unpaid', paidAt: null, dueAt: null, failureMessage: null, ...changes }) as OrderDetail;
  const en = dictionary('en').payment;

  it('formats dates in UK time for each language', () => {
    expect(formatDate('2026-12-01T10:00:00Z', 'en')).toBe('1 December 2026');
    expect(formatDate('2026-12-01T10:00:00Z', 'zh-cn')).toBe('2026年12月1日');
    // 23:30 UTC on 30 June is 1 July in London (summer time).
    expect(formatDate('2026-06-30T23:30:00Z', 'en')).toBe('1 July 2026');
  });

  it('gives each state its heading, next step and the date or reason that goes with it', () => {
    expect(statusText(order({ paymentState: 'paid', paidAt: '2026-11-02T09:00:00Z' }), false, 'en', en)).toEqual({
      ...en.states.paid,
      detail: 'Paid on 2 November 2026.',
    });
    expect(
      statusText(order({ paymentState: 'onAccount', dueAt: '2026-12-02T09:00:00Z' }), false, 'en', en).detail,
    ).toBe('Payment due by 2 December 2026.');
    expect(
      statusText(order({ paymentState: 'failed', failureMessage: 'Your card was declined.' }), false, 'en', en),
    ).toEqual({ ...en.states.failed, detail: 'Reason: Your card was declined.' });
    expect(statusText(order({ paymentState: 'awaitingTransfer' }), false, 'en', en)).toEqual({
      ...en.states.awaitingTransfer,
      detail: null,
    });
    expect(statusText(order({ paymentState: 'unpaid' }), true, 'en', en).title).toBe('Payment pending');
  });

  it('has every state in Chinese too', () => {
    const zh = dictionary('zh-cn').payment;
    expect(statusText(order({ paymentState: 'onAccount', dueAt: '2026-12-02T09:00:00Z' }), false, 'zh-cn', zh)).toEqual(
      { ...zh.states.onAccount, detail: '付款到期日：2026年12月2日。' },
    );
  });
});
