import { sql, type Kysely } from 'kysely';

/**
 * Incremental publishing (server/publish/incremental.ts): each build records a fingerprint of the
 * code it was built from, so the next publish knows whether only content changed since the live
 * release, and which kind of build it ran (full or incremental) for the console.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE site_builds ADD COLUMN source_hash text, ADD COLUMN kind text CHECK (kind IN ('full', 'incremental'))`.execute(
    db,
  );
}
