import type { BasketTotals } from '#contract/calls/basket.ts';
import { HOME_COUNTRY } from '#contract/rules/countries.ts';

/** How much more the buyer would add for free UK delivery, or null when delivery is free already or not in the UK. */
export function freeDeliveryShortfall(totals: BasketTotals, country: string): number | null {
  if (country !== HOME_COUNTRY || totals.deliveryPence === 0) return null;
  const shortfall = totals.freeDeliveryFromPence - totals.subtotalPence;
  return shortfall > 0 ? shortfall : null;
}
