import type { Db } from '../../../server/db/connect.ts';

/** Sets a part's single-unit list price, as an editor's save does: the search summaries' triggers follow. */
export const setSingleUnitPrice = (db: Db, variantId: number, pence: number) =>
  db
    .updateTable('variantPriceBreaks')
    .set({ unitPricePence: pence })
    .where('variantId', '=', variantId)
    .where('minQty', '=', 1)
    .execute();
