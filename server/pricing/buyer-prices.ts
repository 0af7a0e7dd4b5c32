import type { PriceBreak } from '#contract/calls/catalogue.ts';
import type { BuyerPriceBreak, PriceSource } from '#contract/calls/buyer-prices.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { idIn } from '../db/id-in.ts';
import { buyerBreaks, isValidOn, shopToday, type PriceListRules, type VariantPriceFacts } from './price-rules.ts';

/**
 * The one place a buyer's prices come from (docs/pricing.md): list price → the buyer's price lists
 * valid today (their own and their company's) → quantity breaks. Every query takes the whole batch,
 * so a basket of 200 lines costs the same handful of queries as one line.
 */

export interface VariantPrices {
  variantId: number;
  partNo: string;
  listBreaks: PriceBreak[];
  /** The buyer's breaks: the list's when no price list applies. */
  breaks: BuyerPriceBreak[];
}

/** What a quantity of a variant costs the buyer, beside its list price. */
export interface PriceAtQuantity extends PriceSource {
  unitPricePence: number;
  listUnitPricePence: number;
  /** The minimum quantity of the buyer's break that applies. */
  breakMinQty: number;
}

/** The ids of the price lists a buyer has today: assigned to the account or to its company. */
export async function buyerPriceListIds(db: Db, userId: number, day: string): Promise<number[]> {
  const lists = await db
    .selectFrom('priceListAssignments as a')
    .innerJoin('priceLists as l', 'l.id', 'a.priceListId')
    .select([
      'l.id',
      (eb) => eb.cast<string | null>('l.validFrom', 'text').as('validFrom'),
      (eb) => eb.cast<string | null>('l.validUntil', 'text').as('validUntil'),
    ])
    .where((eb) =>
      eb.or([
        eb('a.userId', '=', userId),
        eb('a.companyId', '=', eb.selectFrom('users').select('companyId').where('id', '=', userId)),
      ]),
    )
    .orderBy('l.id')
    .execute();
  return [...new Set(lists.filter((l) => isValidOn(l, day)).map((l) => l.id))];
}

/** A variant's row: its family's category (looked up by key) and its list breaks as [minQty, pence] pairs, lowest first. */
interface VariantRow {
  id: number;
  partNo: string;
  familyId: number;
  categoryId: number | null;
  listBreaks: Array<[number, number]>;
}

/**
 * The variants' rows in one statement, each carrying its own breaks (docs/performance.md, "Buyer
 * prices": a second statement for the breaks, and the category path joined per row, cost PGlite
 * twice the time).
 */
function variantRows(db: Db, variantIds: readonly number[]): Promise<VariantRow[]> {
  return db
    .selectFrom('variants as v')
    .select([
      'v.id',
      'v.partNo',
      'v.familyId',
      // Looked up per variant by key: a join made the planner read every (wide) family row.
      (eb) =>
        eb
          .selectFrom('productFamilies as pf')
          .select('pf.categoryId')
          .whereRef('pf.id', '=', 'v.familyId')
          .as('categoryId'),
      sql<Array<[number, number]>>`array(
        select array[b.min_qty, b.unit_price_pence] from variant_price_breaks b where b.variant_id = v.id order by b.min_qty
      )`.as('listBreaks'),
    ])
    .where(idIn('v.id', variantIds))
    .execute();
}

/** Category ids from level 1 down to each of these categories, by category id. */
async function categoryPaths(db: Db, categoryIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = [...new Set(categoryIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('categories as c').select(['c.id', 'c.typePath']).where(idIn('c.id', ids)).execute();
  return new Map(rows.map((r) => [r.id, r.typePath.split('/').filter(Boolean).map(Number)]));
}

/** The price facts of variant rows; category paths only where a price list may need them. */
function factsOf(
  rows: readonly VariantRow[],
  paths: ReadonlyMap<number, readonly number[]>,
): Array<VariantPriceFacts & { partNo: string }> {
  return rows.map((r) => ({
    variantId: r.id,
    partNo: r.partNo,
    familyId: r.familyId,
    categoryPath: (r.categoryId === null ? undefined : paths.get(r.categoryId)) ?? [],
    listBreaks: r.listBreaks.map(([minQty, unitPricePence]) => ({ minQty, unitPricePence })),
  }));
}

/** Some variants' facts and the buyer's lists' rules that touch them (no lists: list prices only). */
async function pricedUnder(
  db: Db,
  listIds: readonly number[],
  rows: readonly VariantRow[],
): Promise<Map<number, VariantPrices>> {
  if (listIds.length === 0 || rows.length === 0) return pricesUnder([], factsOf(rows, new Map()));
  const variants = factsOf(
    rows,
    await categoryPaths(
      db,
      rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])),
    ),
  );
  return pricesUnder(await rulesOf(db, listIds, variants), variants);
}

/** The rules of some lists that can touch these variants, grouped per list in the lists' order. */
async function rulesOf(
  db: Db,
  listIds: readonly number[],
  variants: readonly VariantPriceFacts[],
): Promise<PriceListRules[]> {
  const variantIds = variants.map((v) => v.variantId);
  const familyIds = [...new Set(variants.map((v) => v.familyId))];
  const categoryIds = [...new Set(variants.flatMap((v) => v.categoryPath))];
  const rules = await db
    .selectFrom('priceListRules as r')
    .leftJoin('priceListNetBreaks as b', 'b.ruleId', 'r.id')
    .select([
      'r.priceListId',
      'r.kind',
      'r.variantId',
      'r.familyId',
      'r.categoryId',
      (eb) => eb.cast<number | null>('r.percentOff', 'float8').as('percentOff'),
      'b.minQty',
      'b.unitPricePence',
    ])
    .where(idIn('r.priceListId', listIds))
    .where((eb) =>
      eb.or([
        idIn('r.variantId', variantIds),
        idIn('r.familyId', familyIds),
        idIn('r.categoryId', categoryIds),
        eb('r.kind', '=', 'catalogue'),
      ]),
    )
    .orderBy('b.minQty')
    .execute();
  const lists = new Map(
    listIds.map((id) => [
      id,
      {
        priceListId: id,
        net: new Map<number, PriceBreak[]>(),
        familyPercent: new Map<number, number>(),
        categoryPercent: new Map<number, number>(),
        cataloguePercent: null as number | null,
      },
    ]),
  );
  for (const rule of rules) {
    const list = lists.get(rule.priceListId)!;
    if (rule.kind === 'net' && rule.variantId !== null && rule.minQty !== null && rule.unitPricePence !== null) {
      const breaks = list.net.get(rule.variantId) ?? [];
      breaks.push({ minQty: rule.minQty, unitPricePence: rule.unitPricePence });
      list.net.set(rule.variantId, breaks);
    } else if (rule.kind === 'family' && rule.familyId !== null)
      list.familyPercent.set(rule.familyId, Number(rule.percentOff));
    else if (rule.kind === 'category' && rule.categoryId !== null)
      list.categoryPercent.set(rule.categoryId, Number(rule.percentOff));
    else if (rule.kind === 'catalogue') list.cataloguePercent = Number(rule.percentOff);
  }
  return [...lists.values()];
}

/**
 * A buyer's prices of some variants, by variant id (unknown ids are left out). With no user
 * (logged out) or no valid list, the buyer's breaks are the list's.
 */
export async function buyerPrices(
  db: Db,
  userId: number | null,
  variantIds: readonly number[],
  day = shopToday(),
): Promise<Map<number, VariantPrices>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const [rows, listIds] = await Promise.all([
    variantRows(db, ids),
    userId === null ? [] : buyerPriceListIds(db, userId, day),
  ]);
  return pricedUnder(db, listIds, rows);
}

/** Some variants' prices under price lists' rules (none: list prices). */
function pricesUnder(
  lists: readonly PriceListRules[],
  variants: ReadonlyArray<VariantPriceFacts & { partNo: string }>,
): Map<number, VariantPrices> {
  return new Map(
    variants.map((v) => [
      v.variantId,
      { variantId: v.variantId, partNo: v.partNo, listBreaks: [...v.listBreaks], breaks: buyerBreaks(v, lists) },
    ]),
  );
}

/** A family card's "from" price: the lowest single-unit price of its parts, the buyer's beside the list's. */
export interface FamilyFromPrice {
  familyId: number;
  fromPricePence: number;
  listFromPricePence: number;
}

/** A part of a family with its single-unit list price, and whether the buyer's lists give it a net price. */
interface FamilyPart {
  familyId: number;
  id: number;
  unitPricePence: number | null;
  netPriced: boolean;
}

/**
 * Every part of some families in one statement, each with its single-unit list price and net-price
 * flag looked up per part by key: joined, the planner read every part's single-unit break of the
 * catalogue (docs/performance.md, "Buyer prices").
 */
function familyParts(db: Db, familyIds: readonly number[], listIds: readonly number[]): Promise<FamilyPart[]> {
  return db
    .selectFrom('variants as v')
    .select([
      'v.familyId',
      'v.id',
      (eb) =>
        eb
          .selectFrom('variantPriceBreaks as b')
          .select('b.unitPricePence')
          .whereRef('b.variantId', '=', 'v.id')
          .where('b.minQty', '=', 1)
          .as('unitPricePence'),
      // No lists: `= any('{}')` holds for no rule.
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('priceListRules as r')
              .whereRef('r.variantId', '=', 'v.id')
              .where('r.kind', '=', 'net')
              .where(idIn('r.priceListId', listIds)),
          )
          .$castTo<boolean>()
          .as('netPriced'),
    ])
    .where(idIn('v.familyId', familyIds))
    .execute();
}

/**
 * The buyer's "from" price of some families, by family id (families without a single-unit price are
 * left out). A family's percentage (family, category or catalogue rule) is the same for all its
 * parts and rounding keeps order, so among parts without a net price in any of the buyer's lists the
 * one cheapest at list stays cheapest: only it and the parts with a net price need pricing.
 */
export async function buyerFromPrices(
  db: Db,
  userId: number | null,
  familyIds: readonly number[],
  day = shopToday(),
): Promise<Map<number, FamilyFromPrice>> {
  const ids = [...new Set(familyIds)];
  if (ids.length === 0) return new Map();
  const listIds = userId === null ? [] : await buyerPriceListIds(db, userId, day);
  const parts = (await familyParts(db, ids, listIds)).filter((p) => p.unitPricePence !== null);
  const from = new Map<number, FamilyFromPrice>();
  /** Per family, its part cheapest at list among those without a net price. */
  const cheapest = new Map<number, FamilyPart>();
  for (const part of parts) {
    const pence = part.unitPricePence!;
    const family = from.get(part.familyId);
    if (!family) from.set(part.familyId, { familyId: part.familyId, fromPricePence: pence, listFromPricePence: pence });
    else if (pence < family.listFromPricePence) family.fromPricePence = family.listFromPricePence = pence;
    const best = cheapest.get(part.familyId);
    if (
      !part.netPriced &&
      (!best || pence < best.unitPricePence! || (pence === best.unitPricePence && part.id < best.id))
    )
      cheapest.set(part.familyId, part);
  }
  if (listIds.length === 0) return from;
  const candidates = [...cheapest.values(), ...parts.filter((p) => p.netPriced)];
  const familyOf = new Map(candidates.map((p) => [p.id, p.familyId]));
  const prices = await pricedUnder(db, listIds, await variantRows(db, [...familyOf.keys()]));
  for (const variant of prices.values()) {
    const family = from.get(familyOf.get(variant.variantId)!)!;
    family.fromPricePence = Math.min(family.fromPricePence, priceAt(variant, 1).unitPricePence);
  }
  return from;
}

/** The buyer's unit price at a quantity with its source, and the list price at the same quantity. */
export function priceAt(prices: VariantPrices, quantity: number): PriceAtQuantity {
  const applies = breakFor(quantity, prices.breaks);
  return {
    unitPricePence: applies?.unitPricePence ?? 0,
    listUnitPricePence: breakFor(quantity, prices.listBreaks)?.unitPricePence ?? 0,
    breakMinQty: applies?.minQty ?? 1,
    priceListId: applies?.priceListId ?? null,
    rule: applies?.rule ?? 'list',
  };
}
