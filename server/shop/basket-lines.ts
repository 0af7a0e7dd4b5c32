import type { Basket, BasketLine } from '#contract/calls/basket.ts';
import type { PriceBreak } from '#contract/calls/catalogue.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import { partPictureUrl } from '#contract/shapes/picture-url.ts';
import type { Db } from '../db/connect.ts';
import { totalsFor } from '../domain/pricing.ts';
import { priceBreaksOf } from './price-lookup.ts';

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
      'pf.slug as familySlug',
      'pf.nameEn',
      'pf.nameZh',
    ])
    .where('bl.userId', '=', userId)
    .orderBy('bl.addedAt')
    .orderBy('bl.variantId');
}

export type BasketRow = Awaited<ReturnType<ReturnType<typeof basketRows>['execute']>>[number];

/** A line priced at today's breaks for its quantity (the break that applies, the next one, the total). */
export function priceLine(row: BasketRow, breaks: readonly PriceBreak[]): BasketLine {
  const applies = breakFor(row.quantity, breaks);
  const unitPricePence = applies?.unitPricePence ?? 0;
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
    breakMinQty: applies?.minQty ?? 1,
    nextBreak,
    priceBreaks: [...breaks],
    lineTotalPence: row.quantity * unitPricePence,
    seenUnitPricePence: row.seenUnitPricePence,
    stock: row.stock,
    leadTimeDays: row.leadTimeDays,
    reference: row.reference,
    addedAt: new Date(row.addedAt).toISOString(),
  };
}

/** Lines priced today; a variant that lost all its prices cannot be ordered and is left out of the basket. */
export async function pricedLines(db: Db, userId: number): Promise<Array<{ line: BasketLine; saved: boolean }>> {
  const rows = await basketRows(db, userId).execute();
  const breaks = await priceBreaksOf(db, rows.map((r) => r.variantId));
  return rows
    .filter((row) => (breaks.get(row.variantId) ?? []).length > 0)
    .map((row) => ({ line: priceLine(row, breaks.get(row.variantId) ?? []), saved: row.saved }));
}

/** The whole basket as the buyer sees it, totals for UK delivery. */
export async function readBasket(db: Db, userId: number): Promise<Basket> {
  const all = await pricedLines(db, userId);
  const lines = all.filter((l) => !l.saved).map((l) => l.line);
  return {
    lines,
    saved: all.filter((l) => l.saved).map((l) => l.line),
    totals: totalsFor(lines.map((l) => l.lineTotalPence)),
    basketCount: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}
