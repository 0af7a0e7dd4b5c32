import type { BasketTotals } from '#contract/calls/basket.ts';
import type { TaxDecision } from '#contract/rules/tax-decision.ts';
import { vatOn } from '#contract/rules/vat.ts';

// VAT is worked out in the contract: the quote's acceptance shows the same total the server checks.
export { vatOn } from '#contract/rules/vat.ts';

/** What the totals take of a tax decision (contract/rules/tax-decision.ts, server/tax/tax-rates.ts). */
export type AppliedTax = Pick<TaxDecision, 'ratePercent'>;

/**
 * The totals of a subtotal and a delivery charge already set (by server/shop/delivery-quote.ts, or a
 * quote's), VAT as decided for the destination; freeFromPence is the subtotal from which the service is free
 * (0 when it never is).
 */
export function totalsWithDelivery(
  subtotalPence: number,
  delivery: number,
  tax: AppliedTax,
  freeFromPence: number | null = null,
): BasketTotals {
  const rate = tax.ratePercent;
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
