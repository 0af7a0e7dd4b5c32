import type { PriceBreak } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';

/** The price breaks of some variants, lowest quantity first, by variant id. */
export async function priceBreaksOf(db: Db, variantIds: readonly number[]): Promise<Map<number, PriceBreak[]>> {
  const byVariant = new Map<number, PriceBreak[]>();
  if (variantIds.length === 0) return byVariant;
  const rows = await db
    .selectFrom('variantPriceBreaks')
    .select(['variantId', 'minQty', 'unitPricePence'])
    .where('variantId', 'in', [...new Set(variantIds)])
    .orderBy('variantId')
    .orderBy('minQty')
    .execute();
  for (const row of rows) {
    const list = byVariant.get(row.variantId) ?? [];
    list.push({ minQty: row.minQty, unitPricePence: row.unitPricePence });
    byVariant.set(row.variantId, list);
  }
  return byVariant;
}
