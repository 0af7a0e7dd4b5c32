import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { partNumberPrefix } from './search-keyword.ts';
import { asPartNumber, normaliseSearchTerm } from './search-term.ts';
import { allOf, variantTests, type SearchCriteria } from './search-filters.ts';
import { idIn } from '../db/id-in.ts';
import type { MatchedPart } from './families.ts';

/**
 * The part each result card stands for when the search picked variants, not only families: the first
 * variant (in table order) that passes the part-number, finish and dimension filters, preferring one
 * whose part number starts with the keyword. Families the search found by name alone are left out:
 * their card shows their first part. The card gives that part's own price when its number is the one
 * typed, or no other part of the family matched as well (a part-number prefix often matches
 * several): else the family's "from" price stays, as the price of one of several would mislead.
 */
export async function matchedParts(
  db: Db,
  familyIds: number[],
  criteria: SearchCriteria,
): Promise<Map<number, MatchedPart>> {
  const tests = variantTests(criteria);
  const keywordPart =
    criteria.keyword === undefined
      ? sql<boolean>`false`
      : sql<boolean>`v.part_no like ${partNumberPrefix(criteria.keyword.text)}`;
  const typed = criteria.partNo ?? criteria.keyword?.text;
  const typedPart =
    typed === undefined ? sql<boolean>`false` : sql<boolean>`v.part_no = ${asPartNumber(normaliseSearchTerm(typed))}`;
  if (familyIds.length === 0 || (tests.length === 0 && criteria.keyword === undefined)) return new Map();
  const rows = await db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    // The card shows the part's own single-unit price (server/catalogue/families.ts).
    .leftJoin('variantPriceBreaks as pb', (join) => join.onRef('pb.variantId', '=', 'v.id').on('pb.minQty', '=', 1))
    .distinctOn('v.familyId')
    .select([
      'v.familyId',
      'v.id',
      'v.partNo',
      'pb.unitPricePence',
      keywordPart.as('keywordPart'),
      typedPart.as('typedPart'),
    ])
    // Window functions run before DISTINCT ON: the parts of the family that match as well as this one.
    .select(sql<number>`cast(count(*) over (partition by v.family_id, ${keywordPart}) as integer)`.as('equalMatches'))
    .where(idIn('v.familyId', familyIds))
    .where(allOf(tests))
    .orderBy('v.familyId')
    // PostgreSQL refuses a constant in ORDER BY: with nothing typed there is nothing to prefer.
    .$if(typed !== undefined, (q) => q.orderBy(sql`${typedPart} desc`))
    .$if(criteria.keyword !== undefined, (q) => q.orderBy(sql`${keywordPart} desc`))
    .orderBy('v.sortOrder')
    .orderBy('v.id')
    .execute();
  return new Map(
    rows
      .filter((r) => tests.length > 0 || r.keywordPart)
      .map((r) => [
        r.familyId,
        {
          variantId: r.id,
          partNo: r.partNo,
          unitPricePence: r.typedPart || r.equalMatches === 1 ? r.unitPricePence : null,
        },
      ]),
  );
}
