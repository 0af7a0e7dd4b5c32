import { useEffect, useState } from 'react';
import { productLive } from '../../api/catalogue.ts';
import type { Variant } from '#contract/calls/catalogue.ts';
import { withLiveValues } from '../../lib/catalogue/live-variants.ts';

/**
 * The variants as built, then with today's prices and stock once `unpri/productLive` answers (one
 * call per page). When it fails the built values stay: the error catalogue has told the buyer.
 */
export function useLiveVariants(productId: number, built: readonly Variant[]): readonly Variant[] {
  const [variants, setVariants] = useState(built);
  useEffect(() => {
    let current = true;
    productLive(productId).then(
      (live) => current && setVariants(withLiveValues(built, live)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [productId, built]);
  return variants;
}
