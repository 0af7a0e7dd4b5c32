import { sql, type Kysely } from 'kysely';

/**
 * BOM upload (server/bom/suggestions.ts): a row that names none of our parts is compared with the
 * part numbers that share its first half (the index of migration 016 on the number without
 * hyphens) or its last half, which this index on the reversed number serves as a range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX variants_part_no_compact_reversed ON variants ((reverse(replace(part_no, '-', ''))) text_pattern_ops)`.execute(
    db,
  );
}
