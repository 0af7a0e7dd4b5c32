import { sql, type Kysely } from 'kysely';

/**
 * Punch-out, continued (docs/punch-out.md): the payment terms a connection's orders go on account
 * under (null: the company's own), the buyer a setup request names, and on an order the buyer its
 * news is sent to (the purchase order's contact) and the terms it was placed under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE punchout_connections ADD COLUMN payment_terms text CHECK (payment_terms IN ('eom30', 'days30'))`.execute(
    db,
  );
  await sql`ALTER TABLE punchout_sessions ADD COLUMN buyer_email text NOT NULL DEFAULT '' CHECK (length(buyer_email) <= 254)`.execute(
    db,
  );
  await sql`ALTER TABLE orders ADD COLUMN buyer_email text NOT NULL DEFAULT '' CHECK (length(buyer_email) <= 254)`.execute(
    db,
  );
  await sql`ALTER TABLE orders ADD COLUMN buyer_language text CHECK (buyer_language IN ('en', 'zh-cn'))`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN payment_terms text CHECK (payment_terms IN ('eom30', 'days30'))`.execute(db);
}
