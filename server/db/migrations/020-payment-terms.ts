import { sql, type Kysely } from 'kysely';

/**
 * Payment terms per company: `eom30` (30 days after the end of the invoice's month, the default) or
 * `days30` (30 days after the invoice, what every order on account had before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE companies DROP CONSTRAINT IF EXISTS companies_credit_terms_check`.execute(db);
  await sql`ALTER TABLE companies ADD CONSTRAINT companies_credit_terms_check CHECK (credit_terms IN ('eom30', 'days30'))`.execute(
    db,
  );
}
