import { sql, type RawBuilder } from 'kysely';
import { asPartNumber, escapeLike, normaliseSearchTerm } from './search-term.ts';

/**
 * The SQL tests of a search keyword on a product family aliased `pf`. The filters use them to match
 * and the relevance order to rank, so both always agree.
 */

/** True when some variant of the family pf meets the condition (which names the variant `v`). */
export function anyVariant(condition: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from variants v where v.family_id = pf.id and ${condition})`;
}

/** LIKE pattern of part numbers starting with what the buyer typed. */
export function partNumberPrefix(typed: string): string {
  return `${escapeLike(asPartNumber(normaliseSearchTerm(typed)))}%`;
}

/**
 * True when the family pf has a variant whose part number meets the condition on `v.part_no`. The
 * families are found once per query through the part-number index, and each family is then an
 * index probe, so the keyword's tests together can read the indexes instead of every family.
 */
export function familyOfPartNumber(condition: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`pf.id = any(array(select v.family_id from variants v where ${condition}))`;
}

export function keywordTests(keyword: string) {
  const term = normaliseSearchTerm(keyword);
  const prefix = partNumberPrefix(term);
  const exactPart = familyOfPartNumber(sql`v.part_no = ${asPartNumber(term)}`);
  const prefixPart = sql<boolean>`(pf.code like ${prefix} or ${familyOfPartNumber(sql`v.part_no like ${prefix}`)})`;
  const contains = `%${escapeLike(term)}%`;
  const nameHit = sql<boolean>`(pf.name_en ilike ${contains} or pf.name_zh like ${contains})`;
  const similarity = sql<number>`word_similarity(${term}, pf.name_en)`;
  // `<%` is word_similarity(term, name) >= the session's threshold (server/db/session-settings.ts), answered from the trigram index.
  const fuzzy = sql<boolean>`${term} <% pf.name_en`;
  return {
    matches: sql<boolean>`(${prefixPart} or ${nameHit} or ${fuzzy})`,
    /** Best first: an exact part number, part-number or code prefixes, names containing it, then names like it. */
    rank: [
      sql<number>`case when ${exactPart} then 0 when ${prefixPart} then 1 when ${nameHit} then 2 else 3 end`,
      sql<number>`${similarity} desc`,
    ],
  };
}
