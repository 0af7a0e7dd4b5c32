import { sql, type RawBuilder } from 'kysely';
import type { SearchKeyword } from './search-synonym-swaps.ts';
import { asPartNumber, compactPartNumber, escapeLike, normaliseSearchTerm } from './search-term.ts';

/**
 * The SQL tests of a search keyword on a product family aliased `pf`. The filters use them to match
 * and the relevance order to rank, so both always agree.
 */

/** LIKE pattern of part numbers starting with what the buyer typed. */
export function partNumberPrefix(typed: string): string {
  return `${escapeLike(asPartNumber(normaliseSearchTerm(typed)))}%`;
}

/** LIKE pattern of part numbers without their hyphens starting with what the buyer typed without them. */
export function compactPartNumberPrefix(typed: string): string {
  return `${escapeLike(compactPartNumber(typed))}%`;
}

/**
 * True when the family pf has a variant whose part number meets the condition on `v.part_no`. The
 * families are found once per query through the part-number index, and each family is then an
 * index probe, so the keyword's tests together can read the indexes instead of every family.
 */
export function familyOfPartNumber(condition: RawBuilder<unknown>): RawBuilder<boolean> {
  // Each family once: a prefix such as LH-31 names 1,460 variants of 150 families, and every family
  // row is tested against the array one element at a time.
  return sql<boolean>`pf.id = any(array(select distinct v.family_id from variants v where ${condition}))`;
}

const isChinese = (term: string) => /^\p{Script=Han}{2,}$/u.test(term);

/**
 * The keyword with a synonym swapped in (server/catalogue/search-synonym-swaps.ts) inside a name: 把手
 * finds 拉手 and 手柄, "stainless pull" finds "stainless handle"; a Chinese one as a near-word
 * (不锈钢把手 finds 不锈钢管状拉手). Synonyms never hold LIKE's wildcards.
 */
function synonymTest(swaps: readonly string[], chinese: boolean): RawBuilder<boolean> {
  if (!swaps.length) return sql<boolean>`false`;
  // English names hold no Chinese, so a Chinese swap is tested on the Chinese name alone.
  const tests = chinese
    ? swaps.map((swap) => sql`pf.name_zh like ${`%${[...swap].join('%')}%`}`)
    : swaps.map(
        (swap) => sql`pf.name_en ilike ${`%${escapeLike(swap)}%`} or pf.name_zh like ${`%${escapeLike(swap)}%`}`,
      );
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}

/** Chinese near-words: every character of a Chinese keyword in the name, in order, others between (星旋钮 finds 星形旋钮). */
function chineseNearTest(term: string): RawBuilder<boolean> {
  return isChinese(term) ? sql<boolean>`pf.name_zh like ${`%${[...term].join('%')}%`}` : sql<boolean>`false`;
}

export function keywordTests(keyword: SearchKeyword) {
  const term = normaliseSearchTerm(keyword.text);
  const chinese = isChinese(term);
  const prefix = partNumberPrefix(term);
  const exactPart = familyOfPartNumber(sql`v.part_no = ${asPartNumber(term)}`);
  const prefixPart = sql<boolean>`(pf.code like ${prefix} or ${familyOfPartNumber(sql`v.part_no like ${prefix}`)})`;
  const contains = `%${escapeLike(term)}%`;
  // English names hold no Chinese: a Chinese word is looked for, and ranked, in the Chinese name alone
  // (a case-blind ILIKE of every English name was a third of the match's time at `--scale 100`).
  const nameHit = chinese
    ? sql<boolean>`(pf.name_zh like ${contains})`
    : sql<boolean>`(pf.name_en ilike ${contains} or pf.name_zh like ${contains})`;
  const synonymHit = synonymTest(keyword.swaps, chinese);
  const nearHit = chineseNearTest(term);
  const similarity = chinese ? sql<number>`0` : sql<number>`word_similarity(${term}, pf.name_en)`;
  // `<%` is word_similarity(term, name) >= the session's threshold (server/db/session-settings.ts), answered from the trigram
  // index. Asked once on its own, so the index answers it even where the other tests (Chinese near-words) make the planner scan.
  const fuzzy = chinese
    ? sql<boolean>`false`
    : sql<boolean>`pf.id = any(array(select f.id from product_families f where ${term} <% f.name_en))`;
  return {
    matches: sql<boolean>`(${prefixPart} or ${nameHit} or ${synonymHit} or ${nearHit} or ${fuzzy})`,
    /** Best first: an exact part number, part-number or code prefixes, names containing it, a synonym, a Chinese near-word, then names like it. */
    rank: [
      sql<number>`case when ${exactPart} then 0 when ${prefixPart} then 1 when ${nameHit} then 2 when ${synonymHit} then 3 when ${nearHit} then 4 else 5 end`,
      // Names are ranked by likeness; part numbers and codes keep the catalogue's order. Word similarity costs
      // tens of microseconds a name, and a prefix such as LH-31 matches 1,500 families at `--scale 100`.
      sql<number>`case when ${exactPart} or ${prefixPart} then 0 else ${similarity} end desc`,
    ],
  };
}
