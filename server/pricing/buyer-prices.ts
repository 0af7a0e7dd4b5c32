import type { PriceBreak } from '#contract/calls/catalogue.ts';
import type { BuyerPriceBreak, PriceSource } from '#contract/calls/buyer-prices.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { idIn } from '../db/id-in.ts';
import { buyerRules, type BuyerRules } from './buyer-rules.ts';
import { buyerBreaks, shopToday, type PriceListRules, type VariantPriceFacts } from './price-rules.ts';

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

/** A variant's row: its family's category path (when a price list may need it) and its list breaks as [minQty, pence] pairs, lowest first. */
interface VariantRow {
  id: number;
  partNo: string;
  familyId: number;
  typePath: string | null;
  listBreaks: Array<[number, number]>;
}

/**
 * The category path of a family's category, looked up per row by key: a join made the planner read
 * every (wide) family row (docs/performance.md, "Buyer prices").
 */
function typePathOf(familyId: string) {
  return sql<string | null>`(select c.type_path from categories c where c.id = (
    select pf.category_id from product_families pf where pf.id = ${sql.ref(familyId)}))`;
}

/**
 * The variants' rows in one statement, each carrying its own breaks (docs/performance.md, "Buyer
 * prices": a second statement for the breaks cost PGlite twice the time).
 */
function variantRows(db: Db, variantIds: readonly number[], withPaths: boolean): Promise<VariantRow[]> {
  return db
    .selectFrom('variants as v')
    .select([
      'v.id',
      'v.partNo',
      'v.familyId',
      (withPaths ? typePathOf('v.familyId') : sql<null>`null`).as('typePath'),
      sql<Array<[number, number]>>`array(
        select array[b.min_qty, b.unit_price_pence] from variant_price_breaks b where b.variant_id = v.id order by b.min_qty
      )`.as('listBreaks'),
    ])
    .where(idIn('v.id', variantIds))
    .execute();
}

/** Category ids from level 1 down to a category, from its stored path ('/1/4/17/'). */
function categoryPath(typePath: string | null): number[] {
  return typePath === null ? [] : typePath.split('/').filter(Boolean).map(Number);
}

/** The price facts of variant rows. */
function factsOf(rows: readonly VariantRow[]): Array<VariantPriceFacts & { partNo: string }> {
  return rows.map((r) => ({
    variantId: r.id,
    partNo: r.partNo,
    familyId: r.familyId,
    categoryPath: categoryPath(r.typePath),
    listBreaks: r.listBreaks.map(([minQty, unitPricePence]) => ({ minQty, unitPricePence })),
  }));
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
  const [rows, rules] = await Promise.all([
    variantRows(db, ids, userId !== null),
    userId === null ? null : buyerRules(db, userId, day, { variantIds: ids }),
  ]);
  return pricesUnder(rules?.lists ?? [], factsOf(rows));
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

/** A family's lowest single-unit list price (its search summary's) and its category path. */
interface FamilyFrom {
  familyId: number;
  fromPricePence: number;
  typePath: string | null;
}

/** Families' list "from" prices, as their cards show them (server/catalogue/families.ts); unpriced families left out. */
function familyFroms(db: Db, familyIds: readonly number[], withPaths: boolean): Promise<FamilyFrom[]> {
  return db
    .selectFrom('familySearch as s')
    .select([
      's.familyId',
      sql<number>`s.from_price_pence`.as('fromPricePence'),
      (withPaths ? typePathOf('s.familyId') : sql<null>`null`).as('typePath'),
    ])
    .where(idIn('s.familyId', familyIds))
    .where('s.fromPricePence', 'is not', null)
    .execute();
}

/** A part of a family with its single-unit list price. */
interface FamilyPart {
  familyId: number;
  id: number;
  unitPricePence: number;
}

/**
 * Every priced part of some families in one statement, its single-unit list price looked up per part
 * by key: joined, the planner read every part's single-unit break of the catalogue
 * (docs/performance.md, "Buyer prices").
 */
async function familyParts(db: Db, familyIds: readonly number[]): Promise<FamilyPart[]> {
  const parts = await db
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
    ])
    .where(idIn('v.familyId', familyIds))
    .execute();
  return parts.flatMap((p) => (p.unitPricePence === null ? [] : [{ ...p, unitPricePence: p.unitPricePence }]));
}

/**
 * Per family with a net-priced part, its buyer's "from" price: the net-priced parts and the part
 * cheapest at list among the others, priced in full.
 */
async function netFamilyFroms(db: Db, rules: BuyerRules, familyIds: readonly number[]): Promise<Map<number, number>> {
  const cheapest = new Map<number, FamilyPart>();
  const candidates: FamilyPart[] = [];
  for (const part of await familyParts(db, familyIds)) {
    if (rules.netFamilyOf.has(part.id)) candidates.push(part);
    else {
      const best = cheapest.get(part.familyId);
      if (
        !best ||
        part.unitPricePence < best.unitPricePence ||
        (part.unitPricePence === best.unitPricePence && part.id < best.id)
      )
        cheapest.set(part.familyId, part);
    }
  }
  candidates.push(...cheapest.values());
  const familyOf = new Map(candidates.map((p) => [p.id, p.familyId]));
  const prices = pricesUnder(rules.lists, factsOf(await variantRows(db, [...familyOf.keys()], true)));
  const from = new Map<number, number>();
  for (const variant of prices.values()) {
    const familyId = familyOf.get(variant.variantId)!;
    from.set(familyId, Math.min(from.get(familyId) ?? Infinity, priceAt(variant, 1).unitPricePence));
  }
  return from;
}

/**
 * The buyer's "from" price of some families, by family id (families without a single-unit price are
 * left out). A family's percentage (family, category or catalogue rule) is the same for all its
 * parts and rounding keeps order, so where no part of a family has a net price in the buyer's lists
 * its "from" price is its list "from" price under the best percentage: one statement for the
 * families, one for the rules. Only families with net-priced parts have their parts priced.
 */
export async function buyerFromPrices(
  db: Db,
  userId: number | null,
  familyIds: readonly number[],
  day = shopToday(),
): Promise<Map<number, FamilyFromPrice>> {
  const ids = [...new Set(familyIds)];
  if (ids.length === 0) return new Map();
  const [families, rules] = await Promise.all([
    familyFroms(db, ids, userId !== null),
    userId === null ? null : buyerRules(db, userId, day, { familyIds: ids }),
  ]);
  const netFamilies = new Set(rules?.netFamilyOf.values());
  const netFroms = rules && netFamilies.size > 0 ? await netFamilyFroms(db, rules, [...netFamilies]) : new Map();
  return new Map(
    families.map((f) => {
      const buyerFrom = rules ? (netFroms.get(f.familyId) ?? percentFrom(f, rules.lists)) : f.fromPricePence;
      const fromPricePence = Math.min(f.fromPricePence, buyerFrom);
      return [f.familyId, { familyId: f.familyId, fromPricePence, listFromPricePence: f.fromPricePence }];
    }),
  );
}

/** The "from" price of a family none of whose parts has a net price: its cheapest part at list, under the lists' percentages. */
function percentFrom(family: FamilyFrom, lists: readonly PriceListRules[]): number {
  const cheapestPart: VariantPriceFacts = {
    variantId: 0, // no net price applies to any of the family's parts
    familyId: family.familyId,
    categoryPath: categoryPath(family.typePath),
    listBreaks: [{ minQty: 1, unitPricePence: family.fromPricePence }],
  };
  return breakFor(1, buyerBreaks(cheapestPart, lists))?.unitPricePence ?? family.fromPricePence;
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
