import type { PriceBreak } from '#contract/calls/catalogue.ts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/connect.ts';
import { idIn } from '../db/id-in.ts';
import type { PriceListRules } from './price-rules.ts';

/**
 * The rules of a buyer's price lists valid on a day (their own and their company's) that can touch
 * some parts, read in ONE statement with the lists found inside it: each statement is a round of
 * parsing and planning on PGlite, where the resolver spent most of its time (docs/performance.md,
 * "Buyer prices"). Category and catalogue rules come whole: a list holds few, and a part's category
 * path decides in code which one applies.
 */

/** Which parts the rules are for: these variants, or every part of these families. */
export type RulesFor = { variantIds: readonly number[] } | { familyIds: readonly number[] };

/** A buyer's lists' rules, one entry per list that has a rule touching the parts, in list-id order. */
export interface BuyerRules {
  lists: PriceListRules[];
  /** Per variant with a net price in any of the lists, its family. */
  netFamilyOf: Map<number, number>;
}

/** A list's rules while its rows are read. */
interface ListRulesBeingRead extends PriceListRules {
  net: Map<number, PriceBreak[]>;
  familyPercent: Map<number, number>;
  categoryPercent: Map<number, number>;
}

export async function buyerRules(db: Db, userId: number, day: string, parts: RulesFor): Promise<BuyerRules> {
  const variantsOfParts =
    'variantIds' in parts ? null : db.selectFrom('variants').select('id').where(idIn('familyId', parts.familyIds));
  const rows = await db
    .selectFrom('priceListRules as r')
    .leftJoin('priceListNetBreaks as b', 'b.ruleId', 'r.id')
    .leftJoin('variants as nv', 'nv.id', 'r.variantId')
    .select([
      'r.priceListId',
      'r.kind',
      'r.variantId',
      'nv.familyId as netFamilyId',
      'r.familyId',
      'r.categoryId',
      (eb) => eb.cast<number | null>('r.percentOff', 'float8').as('percentOff'),
      'b.minQty',
      'b.unitPricePence',
    ])
    .where('r.priceListId', 'in', (eb) =>
      eb
        .selectFrom('priceListAssignments as a')
        .innerJoin('priceLists as l', 'l.id', 'a.priceListId')
        .select('l.id')
        .where((w) =>
          w.and([
            w.or([
              w('a.userId', '=', userId),
              w('a.companyId', '=', w.selectFrom('users').select('companyId').where('id', '=', userId)),
            ]),
            sql<SqlBool>`(l.valid_from is null or l.valid_from <= ${day}::date)`,
            sql<SqlBool>`(l.valid_until is null or ${day}::date <= l.valid_until)`,
          ]),
        ),
    )
    .where((eb) => {
      const touching: Expression<SqlBool>[] = [eb('r.kind', 'in', ['category', 'catalogue'])];
      if ('variantIds' in parts) {
        touching.push(idIn('r.variantId', parts.variantIds));
        touching.push(
          eb('r.familyId', 'in', eb.selectFrom('variants').select('familyId').where(idIn('id', parts.variantIds))),
        );
      } else {
        touching.push(eb('r.variantId', 'in', variantsOfParts!));
        touching.push(idIn('r.familyId', parts.familyIds));
      }
      return eb.or(touching);
    })
    .orderBy('r.priceListId')
    .orderBy('b.minQty')
    .execute();

  const lists = new Map<number, ListRulesBeingRead>();
  const netFamilyOf = new Map<number, number>();
  for (const rule of rows) {
    let list = lists.get(rule.priceListId);
    if (!list) {
      list = {
        priceListId: rule.priceListId,
        net: new Map(),
        familyPercent: new Map(),
        categoryPercent: new Map(),
        cataloguePercent: null,
      };
      lists.set(rule.priceListId, list);
    }
    if (rule.kind === 'net' && rule.variantId !== null && rule.minQty !== null && rule.unitPricePence !== null) {
      const breaks = list.net.get(rule.variantId) ?? [];
      breaks.push({ minQty: rule.minQty, unitPricePence: rule.unitPricePence });
      list.net.set(rule.variantId, breaks);
      if (rule.netFamilyId !== null) netFamilyOf.set(rule.variantId, rule.netFamilyId);
    } else if (rule.kind === 'family' && rule.familyId !== null)
      list.familyPercent.set(rule.familyId, Number(rule.percentOff));
    else if (rule.kind === 'category' && rule.categoryId !== null)
      list.categoryPercent.set(rule.categoryId, Number(rule.percentOff));
    else if (rule.kind === 'catalogue') list.cataloguePercent = Number(rule.percentOff);
  }
  return { lists: [...lists.values()], netFamilyOf };
}
