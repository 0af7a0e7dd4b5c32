import type { PaymentMethod, PaymentOptions } from '#contract/calls/orders.ts';

/**
 * The methods the checkout and the Pay page offer: card only when the shop has set it up (never a
 * greyed-out promise), bank transfer for everyone, on account only for a company approved for credit.
 */
export function offeredMethods(options: PaymentOptions): PaymentMethod[] {
  return (['card', 'bankTransfer', 'account'] as const).filter((method) => isUsable(method, options));
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
