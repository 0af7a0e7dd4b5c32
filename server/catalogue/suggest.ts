import { sql } from 'kysely';
import type { ProductSuggestAnswer, SuggestedFamily, SuggestedPartNumber } from '#contract/calls/suggest.ts';
import type { Db } from '../db/connect.ts';
import { keywordTests, partNumberPrefix } from './search-keyword.ts';

/** Per group: enough to choose from, few enough to read at a glance under the box. */
const MAX_FAMILIES = 6;
const MAX_PART_NUMBERS = 6;

/** The families the search itself would rank first for the text: the same tests, the same order. */
async function suggestedFamilies(db: Db, text: string): Promise<SuggestedFamily[]> {
  const tests = keywordTests(text);
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

function suggestedPartNumbers(db: Db, text: string): Promise<SuggestedPartNumber[]> {
  return db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select(['v.partNo', 'v.familyId', 'pf.slug'])
    .where('v.partNo', 'like', partNumberPrefix(text))
    // ~<~ is the order of the text_pattern_ops index that finds the prefix, so the scan stops after a few rows.
    .orderBy(sql`v.part_no using ~<~`)
    .limit(MAX_PART_NUMBERS)
    .execute();
}

/** What the header box suggests as the buyer types: families best first, and part numbers starting with the text. */
export async function suggestProducts(db: Db, text: string): Promise<ProductSuggestAnswer> {
  const [families, partNumbers] = await Promise.all([suggestedFamilies(db, text), suggestedPartNumbers(db, text)]);
  return { families, partNumbers };
}
