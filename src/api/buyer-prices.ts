import {
  PRICE_FROM_MINE_MAX_FAMILIES,
  PRICE_MINE_MAX_VARIANTS,
  priceFromMine as priceFromMineCall,
  priceMine as priceMineCall,
  type BuyerFromPrice,
  type BuyerVariantPrice,
} from '#contract/calls/buyer-prices.ts';
import { call } from './call.ts';

/**
 * The logged-in buyer's prices of a page's variants and family cards (docs/pricing.md): one call
 * for up to 200, more only for a page that shows more. They come with the buyer-price stores
 * (src/stores/buyer-prices.ts, buyer-from-prices.ts), which a visitor not logged in never loads.
 */
async function inBatches<P>(ids: readonly number[], max: number, ask: (batch: number[]) => Promise<P[]>): Promise<P[]> {
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += max) batches.push(ids.slice(start, start + max));
  return (await Promise.all(batches.map(ask))).flat();
}

export function priceMine(variantIds: readonly number[]): Promise<BuyerVariantPrice[]> {
  return inBatches(
    variantIds,
    PRICE_MINE_MAX_VARIANTS,
    async (batch) => (await call(priceMineCall, { variantIds: batch })).prices,
  );
}

export function priceFromMine(familyIds: readonly number[]): Promise<BuyerFromPrice[]> {
  return inBatches(
    familyIds,
    PRICE_FROM_MINE_MAX_FAMILIES,
    async (batch) => (await call(priceFromMineCall, { familyIds: batch })).prices,
  );
}
