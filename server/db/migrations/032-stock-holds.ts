import { sql, type Kysely } from 'kysely';

/**
 * An unpaid order holds its reserved stock until reserved_until (server/shop/stock-holds.ts); past
 * it the stock goes back on the shelf. Null: the order holds what it reserved (paid, on account,
 * or placed before holds lapsed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN reserved_until timestamptz`.execute(db);
  await sql`CREATE INDEX orders_reserved_until ON orders (reserved_until) WHERE reserved_until IS NOT NULL`.execute(db);
}
