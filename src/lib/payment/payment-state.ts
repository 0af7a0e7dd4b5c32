import type { PaymentState } from '#contract/calls/orders.ts';

/** How often, and how long, the status page asks again while a card payment is being confirmed. */
export const POLL_EVERY_MS = 3_000;
export const POLL_FOR_MS = 120_000;

/**
 * Stripe sends the buyer back to the return_url with redirect_status. Succeeded or processing means
 * the card was accepted and Stripe's webhook is on its way: until it arrives the order is still unpaid.
 */
export function returnedFromCard(search: string): boolean {
  const status = new URLSearchParams(search).get('redirect_status');
  return status === 'succeeded' || status === 'processing';
}

/** The state to show: an order still unpaid right after a card was accepted is pending for the buyer. */
export function shownState(state: PaymentState, returning: boolean): PaymentState {
  return state === 'unpaid' && returning ? 'pending' : state;
}

/** Poll while the outcome is on its way from the card provider. */
export function shouldPoll(state: PaymentState, returning: boolean): boolean {
  return shownState(state, returning) === 'pending';
}

/**
 * A payment can be started unless the order is paid or a card payment is being confirmed: an order
 * waiting for a transfer, or invoiced on account, may still be paid another way (the server agrees).
 */
export function canStartPayment(state: PaymentState): boolean {
  return state !== 'paid' && state !== 'pending';
}

/** The order already has a payment arranged (or done): the Pay page says which before anything else. */
export function isArranged(state: PaymentState): boolean {
  return state !== 'unpaid' && state !== 'failed';
}
