import { sql, type Kysely } from 'kysely';

/**
 * The bank account buyers pay into changes only with two people: an admin proposes new details
 * (a row 'proposed'), another admin confirms them (copied into company_info) or either withdraws
 * them. At most one proposal waits at a time. server/back-office/bank-details.ts keeps the rules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bank_detail_changes (
      id serial PRIMARY KEY,
      bank_account_name text NOT NULL,
      bank_name text NOT NULL,
      bank_sort_code text NOT NULL,
      bank_account_no text NOT NULL,
      bank_iban text NOT NULL,
      bank_bic text NOT NULL,
      state text NOT NULL DEFAULT 'proposed' CHECK (state IN ('proposed', 'confirmed', 'withdrawn')),
      proposed_by integer NOT NULL REFERENCES users (id),
      proposed_at timestamptz NOT NULL DEFAULT now(),
      decided_by integer REFERENCES users (id),
      decided_at timestamptz
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX bank_detail_changes_one_waiting ON bank_detail_changes ((true)) WHERE state = 'proposed'`.execute(db);
}
