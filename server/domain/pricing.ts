import type { BasketTotals } from '#contract/calls/basket.ts';
import { HOME_COUNTRY } from '#contract/rules/countries.ts';
import { vatOn, vatRatePercent } from '#contract/rules/vat.ts';

// VAT is worked out in the contract: the quote's acceptance shows the same total the server checks.
export { UK_VAT_RATE_PERCENT, vatOn, vatRatePercent } from '#contract/rules/vat.ts';

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

/** The totals of lines already priced, for a delivery country (the UK when none is chosen yet). */
export function totalsFor(lineTotalsPence: readonly number[], country: string = HOME_COUNTRY): BasketTotals {
  const subtotalPence = lineTotalsPence.reduce((sum, pence) => sum + pence, 0);
  return totalsWithDelivery(subtotalPence, deliveryPence(subtotalPence, country), country);
}

/** The totals of a subtotal and a delivery charge already set (a quote's), VAT as the country has it. */
export function totalsWithDelivery(subtotalPence: number, delivery: number, country: string): BasketTotals {
  const rate = vatRatePercent(country);
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
