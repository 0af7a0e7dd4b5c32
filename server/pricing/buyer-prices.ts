import type { PriceBreak } from '#contract/calls/catalogue.ts';
import type { BuyerPriceBreak, PriceSource } from '#contract/calls/buyer-prices.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import type { Db } from '../db/connect.ts';
import { priceBreaksOf } from '../shop/price-lookup.ts';
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

async function variantFacts(
  db: Db,
  variantIds: readonly number[],
): Promise<Array<VariantPriceFacts & { partNo: string }>> {
  const [rows, breaks] = await Promise.all([
    db
      .selectFrom('variants as v')
      // Looked up per variant by key: a join made the planner read every (wide) family row.
      .select([
        'v.id',
        'v.partNo',
        'v.familyId',
        (eb) =>
          eb
            .selectFrom('productFamilies as pf')
            .innerJoin('categories as c', 'c.id', 'pf.categoryId')
            .select('c.typePath')
            .whereRef('pf.id', '=', 'v.familyId')
            .as('typePath'),
      ])
      .where('v.id', 'in', variantIds)
      .execute(),
    priceBreaksOf(db, variantIds),
  ]);
  return rows.map((r) => ({
    variantId: r.id,
    partNo: r.partNo,
    familyId: r.familyId,
    categoryPath: (r.typePath ?? '').split('/').filter(Boolean).map(Number),
    listBreaks: breaks.get(r.id) ?? [],
  }));
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
    .where('r.priceListId', 'in', listIds)
    .where((eb) =>
      eb.or([
        eb('r.variantId', 'in', variantIds),
        eb('r.familyId', 'in', familyIds),
        eb('r.categoryId', 'in', categoryIds),
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
  const [variants, listIds] = await Promise.all([
    variantFacts(db, ids),
    userId === null ? [] : buyerPriceListIds(db, userId, day),
  ]);
  return pricesUnder(db, listIds, variants);
}

/** Some variants' prices under the buyer's lists (none: list prices). */
async function pricesUnder(
  db: Db,
  listIds: readonly number[],
  variants: ReadonlyArray<VariantPriceFacts & { partNo: string }>,
): Promise<Map<number, VariantPrices>> {
  const lists = listIds.length === 0 || variants.length === 0 ? [] : await rulesOf(db, listIds, variants);
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

/**
 * The buyer's "from" price of some families, by family id (families without a single-unit price are
 * left out). A family's percentage (family, category or catalogue rule) is the same for all its
 * parts and rounding keeps order, so among parts without a net price the one cheapest at list stays
 * cheapest: only it and the parts with a net price in the buyer's lists need pricing.
 */
export async function buyerFromPrices(
  db: Db,
  userId: number | null,
  familyIds: readonly number[],
  day = shopToday(),
): Promise<Map<number, FamilyFromPrice>> {
  const ids = [...new Set(familyIds)];
  if (ids.length === 0) return new Map();
  const singleUnit = () =>
    db
      .selectFrom('variants as v')
      .innerJoin('variantPriceBreaks as b', (join) => join.onRef('b.variantId', '=', 'v.id').on('b.minQty', '=', 1))
      .where('v.familyId', 'in', ids);
  const [cheapest, listIds] = await Promise.all([
    singleUnit()
      .select(['v.familyId', 'v.id', 'b.unitPricePence'])
      .distinctOn('v.familyId')
      .orderBy('v.familyId')
      .orderBy('b.unitPricePence')
      .orderBy('v.id')
      .execute(),
    userId === null ? [] : buyerPriceListIds(db, userId, day),
  ]);
  const from = new Map(
    cheapest.map((c) => [
      c.familyId,
      { familyId: c.familyId, fromPricePence: c.unitPricePence, listFromPricePence: c.unitPricePence },
    ]),
  );
  if (listIds.length === 0 || cheapest.length === 0) return from;
  const netPriced = await singleUnit()
    .select('v.id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('priceListRules as r')
          .whereRef('r.variantId', '=', 'v.id')
          .where('r.kind', '=', 'net')
          .where('r.priceListId', 'in', listIds),
      ),
    )
    .execute();
  const candidates = [...new Set([...cheapest.map((c) => c.id), ...netPriced.map((n) => n.id)])];
  const variants = await variantFacts(db, candidates);
  const prices = await pricesUnder(db, listIds, variants);
  for (const variant of variants) {
    const family = from.get(variant.familyId)!;
    family.fromPricePence = Math.min(family.fromPricePence, priceAt(prices.get(variant.variantId)!, 1).unitPricePence);
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
