import type { BomPart } from '#contract/calls/bom.ts';
import type { Db } from '../db/connect.ts';
import { buyerPrices, priceAt } from '../pricing/buyer-prices.ts';
import { customerPartNosOf } from '../pricing/customer-part-numbers.ts';

/** The parts a BOM's review shows, each as the buyer sees it: names, their company's number, stock and price. */
export interface BomParts {
  /** The part priced at a quantity (the buyer's break that applies). */
  at(variantId: number, quantity: number): BomPart;
}

export async function bomParts(db: Db, userId: number, variantIds: readonly number[]): Promise<BomParts> {
  const ids = [...new Set(variantIds)];
  const [rows, prices, customerPartNos] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('variants as v')
          .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
          .select(['v.id', 'v.partNo', 'v.familyId', 'pf.slug', 'pf.nameEn', 'pf.nameZh', 'v.stock', 'v.leadTimeDays'])
          .where('v.id', 'in', ids)
          .execute(),
    buyerPrices(db, userId, ids),
    customerPartNosOf(db, userId, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    at(variantId, quantity) {
      const row = byId.get(variantId)!;
      const price = prices.get(variantId);
      const { unitPricePence, listUnitPricePence } = price
        ? priceAt(price, quantity)
        : { unitPricePence: 0, listUnitPricePence: 0 };
      return {
        variantId,
        partNo: row.partNo,
        familyId: row.familyId,
        familySlug: row.slug,
        name: row.nameEn,
        nameZh: row.nameZh,
        customerPartNo: customerPartNos.get(variantId) ?? null,
        unitPricePence,
        listUnitPricePence,
        stock: row.stock,
        leadTimeDays: row.leadTimeDays,
      };
    },
  };
}
