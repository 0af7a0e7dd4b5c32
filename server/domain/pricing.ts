import type { BasketTotals } from '#contract/calls/basket.ts';
import { vatOn, vatRatePercent } from '#contract/rules/vat.ts';

// VAT is worked out in the contract: the quote's acceptance shows the same total the server checks.
export { UK_VAT_RATE_PERCENT, vatOn, vatRatePercent } from '#contract/rules/vat.ts';

/**
 * The totals of a subtotal and a delivery charge already set (by server/shop/delivery-quote.ts, or a
 * quote's), VAT as the country has it; freeFromPence is the subtotal from which the service is free
 * (0 when it never is).
 */
export function totalsWithDelivery(subtotalPence: number, delivery: number, country: string, freeFromPence: number | null = null): BasketTotals {
  const rate = vatRatePercent(country);
  const vatPence = vatOn(subtotalPence + delivery, rate);
  return {
    subtotalPence,
    deliveryPence: delivery,
    vatRatePercent: rate,
    vatPence,
    totalPence: subtotalPence + delivery + vatPence,
    freeDeliveryFromPence: freeFromPence ?? 0,
    currency: 'GBP',
  };
}
