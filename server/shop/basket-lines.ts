import type { Basket, BasketLine } from '#contract/calls/basket.ts';
import type { PriceSource } from '#contract/calls/buyer-prices.ts';
import { partPictureUrl } from '#contract/shapes/picture-url.ts';
import type { Db } from '../db/connect.ts';
import { decideTax } from '../tax/tax-rates.ts';
import { buyerPrices, priceAt, type VariantPrices } from '../pricing/buyer-prices.ts';
import { customerPartNosOf } from '../pricing/customer-part-numbers.ts';
import { pricedDelivery, UK_MAINLAND, type Destination } from './delivery-quote.ts';

/** The basket's lines joined to today's catalogue: what a buyer sees and what an order is made of. */
export function basketRows(db: Db, userId: number) {
  return db
    .selectFrom('basketLines as bl')
    .innerJoin('variants as v', 'v.id', 'bl.variantId')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select([
      'bl.variantId',
      'bl.quantity',
      'bl.reference',
      'bl.saved',
      'bl.seenUnitPricePence',
      'bl.addedAt',
      'v.partNo',
      'v.familyId',
      'v.stock',
      'v.leadTimeDays',
      'v.weightGrams',
      'pf.slug as familySlug',
      'pf.nameEn',
      'pf.nameZh',
    ])
    .where('bl.userId', '=', userId)
    .orderBy('bl.addedAt')
    .orderBy('bl.variantId');
}

export type BasketRow = Awaited<ReturnType<ReturnType<typeof basketRows>['execute']>>[number];

/** A basket line with where its price came from, which an order line records, and its unit weight for delivery. */
export interface PricedBasketLine extends BasketLine {
  source: PriceSource;
  weightGrams: number;
}

/** A line priced at the buyer's breaks for its quantity today (the break that applies, the next one, the total, the list price). */
export function priceLine(row: BasketRow, prices: VariantPrices, customerPartNo: string | null): PricedBasketLine {
  const { unitPricePence, listUnitPricePence, breakMinQty, priceListId, rule } = priceAt(prices, row.quantity);
  const breaks = prices.breaks.map((b) => ({ minQty: b.minQty, unitPricePence: b.unitPricePence }));
  const nextBreak = breaks.find((b) => b.minQty > row.quantity && b.unitPricePence < unitPricePence) ?? null;
  return {
    partNo: row.partNo,
    variantId: row.variantId,
    familyId: row.familyId,
    familySlug: row.familySlug,
    name: row.nameEn,
    nameZh: row.nameZh,
    // The picture of the very part on the line, not its family's.
    imageUrl: partPictureUrl(row.partNo),
    quantity: row.quantity,
    unitPricePence,
    listUnitPricePence,
    breakMinQty,
    nextBreak,
    priceBreaks: breaks,
    lineTotalPence: row.quantity * unitPricePence,
    seenUnitPricePence: row.seenUnitPricePence,
    stock: row.stock,
    leadTimeDays: row.leadTimeDays,
    reference: row.reference,
    customerPartNo,
    addedAt: new Date(row.addedAt).toISOString(),
    source: { priceListId, rule },
    weightGrams: row.weightGrams,
  };
}

/** Lines priced today for this buyer; a variant that lost all its prices cannot be ordered and is left out of the basket. */
export async function pricedLines(db: Db, userId: number): Promise<Array<{ line: PricedBasketLine; saved: boolean }>> {
  const rows = await basketRows(db, userId).execute();
  const variantIds = rows.map((r) => r.variantId);
  const [prices, customerPartNos] = await Promise.all([
    buyerPrices(db, userId, variantIds),
    customerPartNosOf(db, userId, variantIds),
  ]);
  return rows.flatMap((row) => {
    const variant = prices.get(row.variantId);
    return variant && variant.breaks.length > 0
      ? [{ line: priceLine(row, variant, customerPartNos.get(row.variantId) ?? null), saved: row.saved }]
      : [];
  });
}

/** Where the basket's delivery is estimated for: the buyer's default delivery address, else their latest, else the UK mainland. */
async function estimateDestination(db: Db, userId: number): Promise<Destination> {
  const address = await db
    .selectFrom('addresses')
    .select(['country', 'postcode'])
    .where('userId', '=', userId)
    .where('kind', '=', 'delivery')
    .where('deletedAt', 'is', null)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return address ?? UK_MAINLAND;
}

/** The whole basket as the buyer sees it, delivery estimated for the address checkout offers first (or the UK mainland). */
export async function readBasket(db: Db, userId: number): Promise<Basket> {
  const all = await pricedLines(db, userId);
  const lines = all.filter((l) => !l.saved).map((l) => l.line);
  // VAT as the estimated destination has it (Great Britain's for the UK mainland).
  const destination = await estimateDestination(db, userId);
  const { totals, delivery } = await pricedDelivery(db, lines, destination, await decideTax(db, userId, destination));
  return {
    lines,
    saved: all.filter((l) => l.saved).map((l) => l.line),
    totals,
    delivery,
    basketCount: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}
