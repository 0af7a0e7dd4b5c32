import type { VariantLive } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';

/** Today's price breaks, stock and lead time of a family's variants: what a pre-rendered page may have wrong. */
export async function liveVariants(db: Db, familyId: number): Promise<VariantLive[] | undefined> {
  const family = await db.selectFrom('productFamilies').select('id').where('id', '=', familyId).executeTakeFirst();
  if (!family) return undefined;
  const [variants, breaks] = await Promise.all([
    db
      .selectFrom('variants')
      .select(['id', 'partNo', 'stock', 'leadTimeDays'])
      .where('familyId', '=', familyId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variantPriceBreaks as pb')
      .innerJoin('variants as v', 'v.id', 'pb.variantId')
      .select(['pb.variantId', 'pb.minQty', 'pb.unitPricePence'])
      .where('v.familyId', '=', familyId)
      .orderBy('pb.minQty')
      .execute(),
  ]);
  return variants.map((v) => ({
    ...v,
    priceBreaks: breaks
      .filter((b) => b.variantId === v.id)
      .map((b) => ({ minQty: b.minQty, unitPricePence: b.unitPricePence })),
  }));
}
