import { sql, type Kysely } from 'kysely';

/**
 * The header search and its suggestions find a part number typed without its hyphens (LH1101100AL
 * for LH-1101-100-AL, as read off a label): they compare the part number with its hyphens removed,
 * exactly or by prefix (LIKE 'LH1101%'), which the pattern operator class serves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX variants_part_no_compact ON variants ((replace(part_no, '-', '')) text_pattern_ops)`.execute(db);
}
