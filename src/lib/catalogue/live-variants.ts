import type { Variant, VariantLive } from '#contract/calls/catalogue.ts';

/**
 * The built variants with today's prices, stock and lead time. A variant the live answer does not
 * know (removed since the build) keeps its built values; one added since has no row to fill.
 */
export function withLiveValues(variants: readonly Variant[], live: readonly VariantLive[]): Variant[] {
  const byId = new Map(live.map((l) => [l.id, l]));
  return variants.map((v) => {
    const now = byId.get(v.id);
    return now ? { ...v, stock: now.stock, leadTimeDays: now.leadTimeDays, priceBreaks: now.priceBreaks } : v;
  });
}
