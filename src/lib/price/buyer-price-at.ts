import type { BuyerVariantPrice } from '#contract/calls/buyer-prices.ts';
import type { PriceBreak } from '#contract/calls/catalogue.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';

/** A unit price at a quantity: the buyer's and the list price beside it, in pence. */
export interface PriceAt {
  pricePence: number;
  listPricePence: number;
}

/**
 * The buyer's unit price at a quantity beside the list price at it: the buyer's breaks when the page
 * has them (src/stores/buyer-prices.ts), else the list price for both. Undefined for a part without prices.
 */
export function buyerPriceAt(
  quantity: number,
  listBreaks: readonly PriceBreak[],
  buyer: BuyerVariantPrice | undefined,
): PriceAt | undefined {
  const list = breakFor(quantity, listBreaks);
  if (!list) return undefined;
  const own = buyer && buyer.priceBreaks.length > 0 ? breakFor(quantity, buyer.priceBreaks)! : list;
  return { pricePence: Math.min(own.unitPricePence, list.unitPricePence), listPricePence: list.unitPricePence };
}

/** The price breaks the buyer pays: their own when the page has them, else the list's. */
export function breaksPaid(
  listBreaks: readonly PriceBreak[],
  buyer: BuyerVariantPrice | undefined,
): readonly PriceBreak[] {
  return buyer && buyer.priceBreaks.length > 0 ? buyer.priceBreaks : listBreaks;
}
