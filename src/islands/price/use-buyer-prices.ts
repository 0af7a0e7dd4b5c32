import { useEffect } from 'react';
import { $buyerPrices, wantBuyerPrices, type BuyerPrices } from '../../stores/buyer-prices.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useStore } from '../use-store.ts';

const NONE: BuyerPrices = new Map();

/**
 * The logged-in buyer's prices of the variants an island shows (src/stores/buyer-prices.ts batches
 * every island's ids into one call). Empty while hydrating, so the island's first render is its
 * pre-rendered HTML with list prices, and empty for a visitor who is not logged in.
 */
export function useBuyerPrices(variantIds: readonly number[]): BuyerPrices {
  const hydrated = useHydrated();
  const prices = useStore($buyerPrices);
  const key = variantIds.join(',');
  useEffect(() => {
    if (variantIds.length > 0) wantBuyerPrices(variantIds);
    // The ids, not the array: a new array with the same ids asks nothing new.
  }, [key]);
  return hydrated ? prices : NONE;
}
