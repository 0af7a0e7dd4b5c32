import { useEffect } from 'react';
import type { Variant } from '#contract/calls/catalogue.ts';

/**
 * A link to one part (the header's part-number suggestions: /goodsInfo/{id}/{name}?partNo=…)
 * opens the product page with that variant already chosen.
 */
export function usePartFromUrl(variants: readonly Variant[], choose: (id: number) => void): void {
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('partNo')?.trim().toUpperCase();
    const variant = wanted ? variants.find((v) => v.partNo === wanted) : undefined;
    if (variant) choose(variant.id);
    // Once, on the built list: live prices arriving later must not undo the buyer's own choice.
  }, []);
}
