import { PRICE_MINE_MAX_VARIANTS, priceMine as priceMineCall, type BuyerVariantPrice } from '#contract/calls/buyer-prices.ts';
import { call } from './call.ts';

/**
 * The logged-in buyer's prices of a page's variants (docs/pricing.md): one call for up to 200, more
 * only for a page that shows more. It comes with the buyer-price store (src/stores/buyer-prices.ts),
 * which a visitor not logged in never loads.
 */
export async function priceMine(variantIds: readonly number[]): Promise<BuyerVariantPrice[]> {
  const batches: number[][] = [];
  for (let start = 0; start < variantIds.length; start += PRICE_MINE_MAX_VARIANTS) batches.push(variantIds.slice(start, start + PRICE_MINE_MAX_VARIANTS));
  const answers = await Promise.all(batches.map((variantIds) => call(priceMineCall, { variantIds })));
  return answers.flatMap((answer) => answer.prices);
}
