import type { BuyerFromPrice } from '#contract/calls/buyer-prices.ts';
import { priceFromMine } from '../api/buyer-prices.ts';
import { buyerPriceBatch } from './buyer-price-batch.ts';

/**
 * The logged-in buyer's "from" prices of the family cards the page shows, by family id
 * (docs/pricing.md): the ids named in one moment go to pri/priceFromMine in one call. Loaded by
 * import() once the buyer is logged in: a visitor's page never loads it.
 */
export type BuyerFromPrices = ReadonlyMap<number, BuyerFromPrice>;

const batch = buyerPriceBatch(priceFromMine, (price) => price.familyId);

export const $buyerFromPrices = batch.$prices;
export const wantBuyerFromPrices = batch.want;
export const forgetBuyerFromPrices = batch.forget;
