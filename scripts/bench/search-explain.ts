import { CompiledQuery } from 'kysely';
import type { Db } from '../../server/db/connect.ts';
import { searchConditions } from '../../server/catalogue/search-filters.ts';
import { matchQuery } from '../../server/catalogue/search-matches.ts';
import { searchKeyword } from '../../server/catalogue/search-synonym-swaps.ts';

/** Keywords whose match tests synonyms: a Chinese word no name holds, one inside a longer keyword, an English one. */
export const SYNONYM_KEYWORDS = ['把手', '不锈钢把手', 'grip'];

/** EXPLAIN ANALYZE of the keyword match every search starts with (server/catalogue/search-matches.ts), as PostgreSQL prints it. */
export async function explainKeywordMatch(db: Db, keyword: string): Promise<string> {
  const query = matchQuery(db, searchConditions({ keyword: await searchKeyword(db, keyword) })).compile();
  const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${query.sql}`, [...query.parameters]),
  );
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}
