import { sql, type Kysely } from 'kysely';

/**
 * A company buyer's spending limit binds each order ('order', as before) or each calendar month, UK
 * time ('month': the month's orders together); server/shop/spending-limit.ts applies it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN spending_limit_period text NOT NULL DEFAULT 'order'
      CHECK (spending_limit_period IN ('order', 'month'))
  `.execute(db);
}
