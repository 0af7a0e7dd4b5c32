import { sql, type RawBuilder } from 'kysely';
import { asPartNumber, compactPartNumber, escapeLike, normaliseSearchTerm } from './search-term.ts';

/**
 * The SQL tests of a search keyword on a product family aliased `pf`. The filters use them to match
 * and the relevance order to rank, so both always agree.
 */

/** Below this pg_trgm word similarity a name is not a fuzzy match (0.6 is pg_trgm's default; typos need less). */
const FUZZY_THRESHOLD = 0.45;

/** True when some variant of the family pf meets the condition (which names the variant `v`). */
export function anyVariant(condition: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from variants v where v.family_id = pf.id and ${condition})`;
}

/** LIKE pattern of part numbers starting with what the buyer typed. */
export function partNumberPrefix(typed: string): string {
  return `${escapeLike(asPartNumber(normaliseSearchTerm(typed)))}%`;
}

/** LIKE pattern of part numbers without their hyphens starting with what the buyer typed without them. */
export function compactPartNumberPrefix(typed: string): string {
  return `${escapeLike(compactPartNumber(typed))}%`;
}

export function keywordTests(keyword: string) {
  const term = normaliseSearchTerm(keyword);
  const prefix = partNumberPrefix(term);
  const exactPart = anyVariant(sql`v.part_no = ${asPartNumber(term)}`);
  const prefixPart = sql<boolean>`(pf.code like ${prefix} or ${anyVariant(sql`v.part_no like ${prefix}`)})`;
  const contains = `%${escapeLike(term)}%`;
  const nameHit = sql<boolean>`(pf.name_en ilike ${contains} or pf.name_zh like ${contains})`;
  const similarity = sql<number>`word_similarity(${term}, pf.name_en)`;
  return {
    matches: sql<boolean>`(${prefixPart} or ${nameHit} or ${similarity} >= ${FUZZY_THRESHOLD})`,
    /** Best first: an exact part number, part-number or code prefixes, names containing it, then names like it. */
    rank: [
      sql<number>`case when ${exactPart} then 0 when ${prefixPart} then 1 when ${nameHit} then 2 else 3 end`,
      sql<number>`${similarity} desc`,
    ],
  };
}
