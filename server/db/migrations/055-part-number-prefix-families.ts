import { sql, type Kysely } from 'kysely';

/**
 * The part-number prefix index (001) carries each variant's family: a search for a prefix such as
 * LH-31 wants the families of its variants (server/catalogue/search-keyword.ts), 14,600 variants of
 * 1,500 families at `--scale 100`, and reads them from the index alone instead of from every
 * variant's row (docs/performance.md, "Search at `--scale 100`").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX variants_part_no_prefix`.execute(db);
  await sql`CREATE INDEX variants_part_no_prefix ON variants (part_no text_pattern_ops) INCLUDE (family_id)`.execute(
    db,
  );
}
