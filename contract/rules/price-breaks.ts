import type { PriceBreak } from '../calls/catalogue.ts';

/**
 * The price break that applies to a quantity: the one with the highest minimum quantity the order
 * reaches. Below the lowest minimum (never in our data: it starts at 1) the lowest break applies.
 */
export function breakFor<B extends PriceBreak>(quantity: number, breaks: readonly B[]): B | undefined {
  const sorted = breaks.toSorted((a, b) => a.minQty - b.minQty);
  return sorted.findLast((b) => b.minQty <= quantity) ?? sorted[0];
}

/** The unit price in pence ex VAT for a quantity; NaN for a variant without prices. */
export function unitPriceFor(quantity: number, breaks: readonly PriceBreak[]): number {
  return breakFor(quantity, breaks)?.unitPricePence ?? Number.NaN;
}

/** Quantity × the unit price that applies to it, in pence ex VAT. */
export function lineTotal(quantity: number, breaks: readonly PriceBreak[]): number {
  return quantity * unitPriceFor(quantity, breaks);
}

/** The first break above the one a quantity gets: what ordering a little more would cost, or undefined at the top. */
export function nextBreak(quantity: number, breaks: readonly PriceBreak[]): PriceBreak | undefined {
  return breaks.toSorted((a, b) => a.minQty - b.minQty).find((b) => b.minQty > quantity);
}
