import { sql, type Kysely } from 'kysely';

/**
 * Part numbers on the buyer's path:
 * - the header search and its suggestions find a part number typed without its hyphens (LH1202…
 *   for LH-1202-…, as read off a label): they compare the part number with its hyphens removed,
 *   exactly or by prefix (LIKE 'LH1202%'), which the pattern operator class serves;
 * - the browse history keeps the variant last chosen on a family's page, so the buyer goes back to
 *   that part (it goes when the variant is deleted; the family's row stays).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX variants_part_no_compact ON variants ((replace(part_no, '-', '')) text_pattern_ops)`.execute(
    db,
  );
  await sql`ALTER TABLE browse_history ADD COLUMN variant_id integer REFERENCES variants (id) ON DELETE SET NULL`.execute(
    db,
  );
  // Deleting a variant finds the rows to clear without scanning every buyer's history.
  await sql`CREATE INDEX browse_history_variant ON browse_history (variant_id) WHERE variant_id IS NOT NULL`.execute(
    db,
  );
}
