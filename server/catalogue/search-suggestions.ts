import { sql } from 'kysely';
import type { SearchSuggestions } from '#contract/calls/search.ts';
import type { Db } from '../db/connect.ts';
import { normaliseSearchTerm } from './search-term.ts';

/** Lower than the search's own fuzzy threshold: "did you mean" may reach further than a match. */
const SUGGESTION_THRESHOLD = 0.2;
const MAX_SUGGESTIONS = 5;

export const NO_SUGGESTIONS: SearchSuggestions = { families: [], categories: [] };

type Alias = 'pf' | 'c';

/**
 * The name a keyword is compared with: the Chinese one when it has Chinese characters, else the
 * English one (which has the Chinese name's Latin parts, such as DIN 6336, too). One comparison per row halves the cost.
 */
function nameFor(term: string, alias: Alias) {
  return sql.ref(/\p{Script=Han}/u.test(term) ? `${alias}.nameZh` : `${alias}.nameEn`);
}

/** pg_trgm word similarity of the term to the name. */
function similarity(term: string, alias: Alias) {
  return sql<number>`word_similarity(${term}, ${nameFor(term, alias)})`;
}

/** Word similarity at least the transaction's threshold (SUGGESTION_THRESHOLD): a test the trigram index answers. */
function alike(term: string, alias: Alias) {
  return sql<boolean>`${term} <% ${nameFor(term, alias)}`;
}

/**
 * The same, but the match must be whole words: it ranks "hinge" above "bridge handle" for "hnige",
 * where plain word similarity finds both alike.
 */
function wordSimilarity(term: string, alias: Alias) {
  return sql<number>`strict_word_similarity(${term}, ${nameFor(term, alias)})`;
}

/**
 * The family names and level-3 categories most like a keyword that found nothing. Their threshold
 * is below the session's (server/db/session-settings.ts), so it is set for this transaction alone.
 */
export function suggestionsFor(db: Db, keyword: string): Promise<SearchSuggestions> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_THRESHOLD)}, true)`.execute(
      tx,
    );
    return mostAlike(tx, normaliseSearchTerm(keyword));
  });
}

async function mostAlike(db: Db, term: string): Promise<SearchSuggestions> {
  const [families, categories] = await Promise.all([
    db
      .selectFrom('productFamilies as pf')
      .select(['pf.id', 'pf.nameEn', 'pf.nameZh', 'pf.slug'])
      .where(alike(term, 'pf'))
      .orderBy(wordSimilarity(term, 'pf'), 'desc')
      .orderBy(similarity(term, 'pf'), 'desc')
      .orderBy('pf.id')
      .limit(MAX_SUGGESTIONS)
      .execute(),
    db
      .selectFrom('categories as c')
      .select(['c.id', 'c.nameEn', 'c.nameZh'])
      .where('c.level', '=', 3)
      .where(alike(term, 'c'))
      .orderBy(wordSimilarity(term, 'c'), 'desc')
      .orderBy(similarity(term, 'c'), 'desc')
      .orderBy('c.id')
      .limit(MAX_SUGGESTIONS)
      .execute(),
  ]);
  return {
    families: families.map((f) => ({ id: f.id, name: f.nameEn, nameZh: f.nameZh, slug: f.slug })),
    categories: categories.map((c) => ({ id: c.id, name: c.nameEn, nameZh: c.nameZh })),
  };
}
