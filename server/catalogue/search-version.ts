import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/**
 * The number every committed change to what search reads moves (server/db/migrations/060-search-version.ts),
 * as text: pg and PGlite give a bigint back as different JavaScript types.
 */
export async function searchVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('searchVersion')
    .select(sql<string>`version::text`.as('version'))
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * The families changed after version `since` up to `upTo` (0 stands for every family: a category
 * changed), or null when the kept changes no longer reach back that far.
 */
export async function changedFamilies(db: Db, since: string, upTo: string): Promise<Set<number> | null> {
  const { rows } = await sql<{ oldest: string | null; families: number[] }>`
    select (select min(version)::text from search_changes) as oldest,
      array(select distinct family_id from search_changes where version > ${since}::bigint and version <= ${upTo}::bigint) as families`.execute(
    db,
  );
  const { oldest, families } = rows[0]!;
  if (oldest === null || BigInt(oldest) > BigInt(since) + 1n) return null;
  return new Set(families);
}
