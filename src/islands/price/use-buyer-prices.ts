import { useEffect, useState } from 'react';
import type { BuyerPrices } from '../../stores/buyer-prices.ts';
import { $loggedIn, loadSession } from '../../stores/session.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useStore } from '../use-store.ts';

const NONE: BuyerPrices = new Map();

/**
 * The logged-in buyer's prices of the variants an island shows (src/stores/buyer-prices.ts batches
 * every island's ids into one call). Empty while hydrating, so the island's first render is its
 * pre-rendered HTML with list prices, and empty for a visitor who is not logged in, whose page never
 * loads the store: it comes with the first log-in.
 */
export function useBuyerPrices(variantIds: readonly number[]): BuyerPrices {
  const hydrated = useHydrated();
  const loggedIn = useStore($loggedIn);
  const [prices, setPrices] = useState(NONE);
  const key = variantIds.join(',');
  useEffect(loadSession, []);
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    let stop = () => {};
    void import('../../stores/buyer-prices.ts').then(({ $buyerPrices, wantBuyerPrices }) => {
      if (!current) return;
      if (variantIds.length > 0) wantBuyerPrices(variantIds);
      stop = $buyerPrices.subscribe(setPrices);
    });
    return () => {
      current = false;
      stop();
    };
    // The ids, not the array: a new array with the same ids asks nothing new.
  }, [key, loggedIn]);
  return hydrated && loggedIn ? prices : NONE;
}
