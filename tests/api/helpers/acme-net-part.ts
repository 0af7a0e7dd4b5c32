import type { Db } from '../../../server/db/connect.ts';

/**
 * The first part with a net price from 1 off in a price list (the demo's Acme list unless `listId`
 * names another) that Acme also has its own number for: its net and single-unit list prices.
 */
export async function netPricedPart(db: Db, listId?: number) {
  const row = await db
    .selectFrom('priceListRules as r')
    .innerJoin('priceListNetBreaks as b', 'b.ruleId', 'r.id')
    .innerJoin('variants as v', 'v.id', 'r.variantId')
    .innerJoin('variantPriceBreaks as lp', (join) => join.onRef('lp.variantId', '=', 'v.id').on('lp.minQty', '=', 1))
    .innerJoin('customerPartNumbers as cpn', 'cpn.variantId', 'v.id')
    .select(['v.id', 'v.partNo', 'b.unitPricePence', 'lp.unitPricePence as listPence', 'cpn.customerPartNo'])
    .$if(listId !== undefined, (query) => query.where('r.priceListId', '=', listId!))
    .where('b.minQty', '=', 1)
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  return {
    variantId: row.id,
    partNo: row.partNo,
    netPence: row.unitPricePence,
    listPence: row.listPence,
    customerPartNo: row.customerPartNo,
  };
}
