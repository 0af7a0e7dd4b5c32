import { sql, type Kysely } from 'kysely';

/**
 * A family stores its kind of solid and which dimension gives each of the kind's parameters
 * (contract/shapes/shape-kinds.ts), instead of the downloads guessing it from the column labels.
 * Null: no kind, and the CAD files are a plain box.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_families ADD COLUMN shape jsonb`.execute(db);
}
