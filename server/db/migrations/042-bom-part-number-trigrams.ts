import { sql, type Kysely } from 'kysely';

/**
 * BOM upload (server/bom/): a row that names none of our parts gets the closest part numbers as
 * suggestions, by trigram distance between the typed number and ours, both without hyphens (the
 * expression of variants_part_no_compact, migration 016, which serves the exact match). A GiST
 * index answers "the nearest few" (ORDER BY … <-> … LIMIT) without reading every part.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX variants_part_no_compact_trgm ON variants USING gist ((replace(part_no, '-', '')) gist_trgm_ops)`.execute(db);
}
