import type { BuyerVariantPrice } from '#contract/calls/buyer-prices.ts';
import { priceMine } from '../api/buyer-prices.ts';
import { buyerPriceBatch } from './buyer-price-batch.ts';

/**
 * The logged-in buyer's prices of the variants the page shows, by variant id (docs/pricing.md). The
 * pre-rendered HTML shows list prices; the page's islands say which variants they show
 * (wantBuyerPrices) and the ids wanted in one moment go to pri/priceMine in one call
 * (./buyer-price-batch.ts). Islands load this module by import() once the buyer is logged in
 * (src/islands/price/use-buyer-prices.ts): a visitor's page never loads it.
 */
export type BuyerPrices = ReadonlyMap<number, BuyerVariantPrice>;

const batch = buyerPriceBatch(priceMine, (price) => price.variantId);

export const $buyerPrices = batch.$prices;
export const wantBuyerPrices = batch.want;
export const forgetBuyerPrices = batch.forget;
