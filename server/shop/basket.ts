import { sql } from 'kysely';
import { MAX_ORDER_QTY } from '#contract/rules/order-quantity.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import type { PriceBreak } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';
import { buyerPrices } from '../pricing/buyer-prices.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';

/** Different parts a basket holds (saved lines included): a long quote list, not a warehouse. */
export const MAX_BASKET_LINES = 200;

/** The orderable variant of a part number: it exists and has at least one price. */
async function orderableVariant(db: Db, partNo: string): Promise<number> {
  const variant = await db
    .selectFrom('variants as v')
    .select([
      'v.id',
      (eb) => eb.exists(eb.selectFrom('variantPriceBreaks').whereRef('variantId', '=', 'v.id')).as('priced'),
    ])
    .where('v.partNo', '=', partNo.toUpperCase())
    .executeTakeFirst();
  if (!variant) throw new ApiError(CODE.notFound, fillBoth(MESSAGES.noSuchPartNo, { partNo }));
  if (!variant.priced) throw new ApiError(CODE.conflict, MESSAGES.quickOrderNoPrice);
  return variant.id;
}

/**
 * The buyer's unit price at a quantity, as SQL over their price breaks, so an upsert can price the
 * summed quantity; below the lowest break the lowest applies, as in breakFor. A part that lost its
 * prices is 0, as the basket prices it (server/shop/basket-lines.ts leaves it out).
 */
function unitPriceAt(breaks: readonly PriceBreak[], quantity: unknown) {
  const highestFirst = breaks.toSorted((a, b) => b.minQty - a.minQty);
  const lowest = highestFirst.at(-1);
  if (!lowest) return sql<number>`0`;
  const steps = highestFirst.map(
    (b) => sql`WHEN CAST(${quantity} AS integer) >= ${b.minQty}::integer THEN ${b.unitPricePence}::integer`,
  );
  return sql<number>`CASE ${sql.join(steps, sql` `)} ELSE ${lowest.unitPricePence}::integer END`;
}

/** The buyer's price breaks of a variant today (server/pricing/buyer-prices.ts). */
async function buyerBreaksOf(db: Db, userId: number, variantId: number): Promise<PriceBreak[]> {
  return (await buyerPrices(db, userId, [variantId])).get(variantId)?.breaks ?? [];
}

/**
 * Adds a quantity of a part. A line already there (in the basket or saved for later) grows in one
 * statement, so two sessions adding at once both count; a line above 9,999 is refused.
 */
export async function addPart(db: Db, userId: number, partNo: string, quantity: number): Promise<void> {
  const variantId = await orderableVariant(db, partNo);
  const breaks = await buyerBreaksOf(db, userId, variantId);
  const existing = await db
    .selectFrom('basketLines')
    .select('quantity')
    .where('userId', '=', userId)
    .where('variantId', '=', variantId)
    .executeTakeFirst();
  if (!existing) {
    const { lines } = await db
      .selectFrom('basketLines')
      .select((eb) => eb.fn.countAll<number>().as('lines'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(lines) >= MAX_BASKET_LINES)
      throw new ApiError(CODE.conflict, fillBoth(MESSAGES.basketFull, { max: MAX_BASKET_LINES }));
  }
  const grown = await db
    .insertInto('basketLines')
    .values({ userId, variantId, quantity, seenUnitPricePence: unitPriceAt(breaks, quantity) })
    .onConflict((oc) =>
      oc
        .columns(['userId', 'variantId'])
        .doUpdateSet({
          quantity: sql`basket_lines.quantity + excluded.quantity`,
          saved: false,
          seenUnitPricePence: unitPriceAt(breaks, sql`basket_lines.quantity + excluded.quantity`),
        })
        .where(sql<boolean>`basket_lines.quantity + excluded.quantity <= ${MAX_ORDER_QTY}`),
    )
    .returning('quantity')
    .executeTakeFirst();
  if (!grown) {
    const now = await db
      .selectFrom('basketLines')
      .select('quantity')
      .where('userId', '=', userId)
      .where('variantId', '=', variantId)
      .executeTakeFirst();
    throw new ApiError(
      CODE.badInput,
      fillBoth(MESSAGES.lineQuantityTooHigh, {
        max: MAX_ORDER_QTY,
        partNo: partNo.toUpperCase(),
        quantity: now?.quantity ?? 0,
      }),
      { field: 'quantity' },
    );
  }
}

/** The variant id of a part number in the buyer's basket, or 404. */
async function lineVariant(db: Db, userId: number, partNo: string): Promise<number> {
  const line = await db
    .selectFrom('basketLines as bl')
    .innerJoin('variants as v', 'v.id', 'bl.variantId')
    .select('bl.variantId')
    .where('bl.userId', '=', userId)
    .where('v.partNo', '=', partNo.toUpperCase())
    .executeTakeFirst();
  if (!line) throw new ApiError(CODE.notFound, fillBoth(MESSAGES.notInBasket, { partNo: partNo.toUpperCase() }));
  return line.variantId;
}

/** Sets a line's quantity (the price the buyer now sees is remembered) and/or its reference. */
export async function updateLine(
  db: Db,
  userId: number,
  partNo: string,
  change: { quantity?: number; reference?: string },
): Promise<void> {
  const variantId = await lineVariant(db, userId, partNo);
  if (change.quantity === undefined && change.reference === undefined) return;
  const breaks = change.quantity === undefined ? [] : await buyerBreaksOf(db, userId, variantId);
  await db
    .updateTable('basketLines')
    .set({
      ...(change.quantity === undefined
        ? {}
        : { quantity: change.quantity, seenUnitPricePence: unitPriceAt(breaks, change.quantity) }),
      ...(change.reference === undefined ? {} : { reference: change.reference }),
    })
    .where('userId', '=', userId)
    .where('variantId', '=', variantId)
    .execute();
}

/** Removes a line; removing one that is already gone is not an error (a second click). */
export async function removeLine(db: Db, userId: number, partNo: string): Promise<void> {
  await db
    .deleteFrom('basketLines')
    .where('userId', '=', userId)
    .where('variantId', 'in', db.selectFrom('variants').select('id').where('partNo', '=', partNo.toUpperCase()))
    .execute();
}

export async function saveLine(db: Db, userId: number, partNo: string, saved: boolean): Promise<void> {
  const variantId = await lineVariant(db, userId, partNo);
  await db
    .updateTable('basketLines')
    .set({ saved })
    .where('userId', '=', userId)
    .where('variantId', '=', variantId)
    .execute();
}

/** Empties the basket; lines saved for later stay. */
export async function emptyBasket(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('basketLines').where('userId', '=', userId).where('saved', '=', false).execute();
}

/** The header badge: the quantities of the basket's orderable lines. */
export async function basketCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('basketLines as bl')
    .select(sql<number>`coalesce(sum(bl.quantity), 0)::int`.as('count'))
    .where('bl.userId', '=', userId)
    .where('bl.saved', '=', false)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('variantPriceBreaks').whereRef('variantId', '=', 'bl.variantId')),
    )
    .executeTakeFirstOrThrow();
  return row.count;
}
