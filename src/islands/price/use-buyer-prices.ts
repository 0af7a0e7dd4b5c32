import { useEffect, useState } from 'react';
import type { ReadableAtom } from 'nanostores';
import type { BuyerFromPrices } from '../../stores/buyer-from-prices.ts';
import type { BuyerPrices } from '../../stores/buyer-prices.ts';
import { $loggedIn, loadSession } from '../../stores/session.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useStore } from '../use-store.ts';

/** A buyer-price store, loaded by import() (src/stores/buyer-price-batch.ts). */
interface BatchModule<P> {
  $prices: ReadableAtom<ReadonlyMap<number, P>>;
  want: (ids: readonly number[]) => void;
}

const NONE = new Map<number, never>();

/**
 * The logged-in buyer's prices of the ids an island shows (the store batches every island's ids into
 * one call). Empty while hydrating, so the island's first render is its pre-rendered HTML with list
 * prices, and empty for a visitor who is not logged in, whose page never loads the store: it comes
 * with the first log-in.
 */
function useBatchedPrices<P>(ids: readonly number[], load: () => Promise<BatchModule<P>>): ReadonlyMap<number, P> {
  const hydrated = useHydrated();
  const loggedIn = useStore($loggedIn);
  const [prices, setPrices] = useState<ReadonlyMap<number, P>>(NONE);
  const key = ids.join(',');
  useEffect(loadSession, []);
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    let stop = () => {};
    void load().then(({ $prices, want }) => {
      if (!current) return;
      if (ids.length > 0) want(ids);
      stop = $prices.subscribe(setPrices);
    });
    return () => {
      current = false;
      stop();
    };
    // The ids, not the array: a new array with the same ids asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the ids’ text, not the array
  }, [key, loggedIn]);
  return hydrated && loggedIn ? prices : NONE;
}

/** The buyer's prices of some variants (pri/priceMine). */
export function useBuyerPrices(variantIds: readonly number[]): BuyerPrices {
  return useBatchedPrices(variantIds, async () => {
    const { $buyerPrices, wantBuyerPrices } = await import('../../stores/buyer-prices.ts');
    return { $prices: $buyerPrices, want: wantBuyerPrices };
  });
}

/** The buyer's "from" prices of some family cards (pri/priceFromMine). */
export function useBuyerFromPrices(familyIds: readonly number[]): BuyerFromPrices {
  return useBatchedPrices(familyIds, async () => {
    const { $buyerFromPrices, wantBuyerFromPrices } = await import('../../stores/buyer-from-prices.ts');
    return { $prices: $buyerFromPrices, want: wantBuyerFromPrices };
  });
}
