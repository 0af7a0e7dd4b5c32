import type { BasketTotals } from '#contract/calls/basket.ts';
import { HOME_COUNTRY } from '#contract/rules/countries.ts';
import type { TaxDecision } from '#contract/rules/tax-decision.ts';
import { vatOn } from '#contract/rules/vat.ts';

// VAT is worked out in the contract: the quote's acceptance shows the same total the server checks.
export { vatOn } from '#contract/rules/vat.ts';

/** What the totals take of a tax decision (contract/rules/tax-decision.ts, server/tax/tax-rates.ts). */
export type AppliedTax = Pick<TaxDecision, 'ratePercent'>;

/**
 * Delivery, ex VAT: UK orders from £150.00 go free, smaller ones pay £9.95; every order sent
 * abroad pays a flat £35.00 (courier, duties unpaid). docs/shop.md explains the rule to buyers.
 */
export const DELIVERY = {
  freeUkFromPence: 15_000,
  ukPence: 995,
  abroadPence: 3_500,
} as const;

export function deliveryPence(subtotalPence: number, country: string): number {
  if (subtotalPence === 0) return 0;
  if (country !== HOME_COUNTRY) return DELIVERY.abroadPence;
  return subtotalPence >= DELIVERY.freeUkFromPence ? 0 : DELIVERY.ukPence;
}

/** The totals of lines already priced, for a delivery country, VAT as decided for the destination. */
export function totalsFor(lineTotalsPence: readonly number[], country: string, tax: AppliedTax): BasketTotals {
  const subtotalPence = lineTotalsPence.reduce((sum, pence) => sum + pence, 0);
  return totalsWithDelivery(subtotalPence, deliveryPence(subtotalPence, country), tax);
}

/** The totals of a subtotal and a delivery charge already set (a quote's), VAT as decided for the destination. */
export function totalsWithDelivery(subtotalPence: number, delivery: number, tax: AppliedTax): BasketTotals {
  const rate = tax.ratePercent;
  const vatPence = vatOn(subtotalPence + delivery, rate);
  return {
    subtotalPence,
    deliveryPence: delivery,
    vatRatePercent: rate,
    vatPence,
    totalPence: subtotalPence + delivery + vatPence,
    freeDeliveryFromPence: DELIVERY.freeUkFromPence,
    currency: 'GBP',
  };
}
