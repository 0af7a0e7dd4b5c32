import type { PaymentMethod, PaymentOptions } from '#contract/calls/orders.ts';

/**
 * The methods the Pay page lists: card always (it says so when it is not set up), bank transfer for
 * everyone, on account only for a company approved for credit.
 */
export function offeredMethods(options: PaymentOptions): PaymentMethod[] {
  return options.account ? ['card', 'bankTransfer', 'account'] : ['card', 'bankTransfer'];
}

export function isUsable(method: PaymentMethod, options: PaymentOptions): boolean {
  if (method === 'card') return options.card;
  if (method === 'account') return options.account;
  return true;
}

/** The method chosen at checkout when it can be used now, else bank transfer, which always can. */
export function initialMethod(chosenAtCheckout: PaymentMethod, options: PaymentOptions): PaymentMethod {
  return isUsable(chosenAtCheckout, options) ? chosenAtCheckout : 'bankTransfer';
}
