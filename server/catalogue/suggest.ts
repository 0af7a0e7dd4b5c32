import { sql } from 'kysely';
import type { ProductSuggestAnswer, SuggestedFamily, SuggestedPartNumber } from '#contract/calls/suggest.ts';
import type { Db } from '../db/connect.ts';
import { compactPartNumberPrefix, keywordTests, partNumberPrefix } from './search-keyword.ts';
import { searchKeyword } from './search-synonym-swaps.ts';

/** Per group: enough to choose from, few enough to read at a glance under the box. */
const MAX_FAMILIES = 6;
const MAX_PART_NUMBERS = 6;

/** The families the search itself would rank first for the text: the same tests, the same order. */
async function suggestedFamilies(db: Db, text: string): Promise<SuggestedFamily[]> {
  const tests = keywordTests(await searchKeyword(db, text));
  const matching = db
    .selectFrom('productFamilies as pf')
    .select(['pf.id', 'pf.slug', 'pf.nameEn as name', 'pf.nameZh', 'pf.code'])
    .where(tests.matches);
  return tests.rank
    .reduce((query, rank) => query.orderBy(rank), matching)
    .orderBy('pf.sortOrder')
    .orderBy('pf.id')
    .limit(MAX_FAMILIES)
    .execute();
}

/**
 * Part numbers starting with the text; when none does, those that start with it once the hyphens
 * are left out of both (a part number typed from a label as LH1101…).
 */
async function suggestedPartNumbers(db: Db, text: string): Promise<SuggestedPartNumber[]> {
  const variants = db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select(['v.partNo', 'v.familyId', 'pf.slug'])
    .limit(MAX_PART_NUMBERS);
  // ~<~ is the order of the text_pattern_ops indexes that find the prefixes, so each scan stops after a few rows.
  const prefixed = await variants
    .where('v.partNo', 'like', partNumberPrefix(text))
    .orderBy(sql`v.part_no using ~<~`)
    .execute();
  if (prefixed.length > 0) return prefixed;
  const compact = sql<string>`replace(v.part_no, '-', '')`;
  return variants
    .where(compact, 'like', compactPartNumberPrefix(text))
    .orderBy(sql`${compact} using ~<~`)
    .execute();
}

/** What the header box suggests as the buyer types: families best first, and part numbers starting with the text. */
export async function suggestProducts(db: Db, text: string): Promise<ProductSuggestAnswer> {
  const [families, partNumbers] = await Promise.all([suggestedFamilies(db, text), suggestedPartNumbers(db, text)]);
  return { families, partNumbers };
}
