import type { Variant, VariantLive } from '#contract/calls/catalogue.ts';

const sameBreaks = (a: Variant['priceBreaks'], b: Variant['priceBreaks']) =>
  a.length === b.length &&
  a.every((step, i) => step.minQty === b[i]!.minQty && step.unitPricePence === b[i]!.unitPricePence);

/**
 * The built variants with today's prices, stock and lead time. A variant the live answer does not
 * know (removed since the build) keeps its built values; one added since has no row to fill. A
 * variant whose values have not changed stays the same object, and when none has changed the list
 * itself is given back, so the islands showing it have nothing to draw again.
 */
export function withLiveValues(variants: readonly Variant[], live: readonly VariantLive[]): readonly Variant[] {
  const byId = new Map(live.map((l) => [l.id, l]));
  const updated = variants.map((v) => {
    const now = byId.get(v.id);
    if (
      !now ||
      (now.stock === v.stock && now.leadTimeDays === v.leadTimeDays && sameBreaks(now.priceBreaks, v.priceBreaks))
    )
      return v;
    return { ...v, stock: now.stock, leadTimeDays: now.leadTimeDays, priceBreaks: now.priceBreaks };
  });
  return updated.every((v, i) => v === variants[i]) ? variants : updated;
}
