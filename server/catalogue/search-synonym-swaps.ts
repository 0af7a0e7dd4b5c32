import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { normaliseSearchTerm } from './search-term.ts';

/**
 * A search keyword with its synonym swaps: the keyword with a word of a synonym group (editors'
 * table search_synonyms, contract/rules/synonyms.ts) replaced by another word of that group.
 * "stainless pull" swaps to "stainless handle" and "stainless grip"; 把手 to 拉手 and 手柄.
 */
export interface SearchKeyword {
  text: string;
  swaps: readonly string[];
}

/** Every swap of a group's word the keyword contains for another of that group, lower-case, without repeats. */
export function synonymSwaps(keyword: string, groups: ReadonlyArray<readonly string[]>): string[] {
  const lower = keyword.toLowerCase();
  const swaps = new Set<string>();
  for (const words of groups) {
    for (const found of words.filter((word) => lower.includes(word))) {
      for (const other of words) if (other !== found) swaps.add(lower.replaceAll(found, other));
    }
  }
  return [...swaps];
}

/**
 * Reads only the groups with a word inside the keyword (a small table, read once per search), so
 * the families are then tested against a few plain patterns the trigram indexes answer.
 */
export async function searchKeyword(db: Db, typed: string): Promise<SearchKeyword> {
  const text = normaliseSearchTerm(typed);
  const groups = await db
    .selectFrom('searchSynonyms as s')
    .select('s.words')
    .where(
      sql<boolean>`exists (select 1 from unnest(s.words) as w(word) where strpos(${text.toLowerCase()}, w.word) > 0)`,
    )
    .execute();
  return {
    text,
    swaps: synonymSwaps(
      text,
      groups.map((g) => g.words),
    ),
  };
}
