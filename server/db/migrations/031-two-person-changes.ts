import { sql, type Kysely } from 'kysely';

/**
 * Changes that take two people: new bank details an administrator proposes and another confirms
 * (server/back-office/bank-details.ts), and credit above a threshold one member of staff proposes
 * and another administrator approves (server/back-office/credit-approval.ts). At most one proposal
 * of each is pending at a time (per company for credit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE bank_details_proposals (
      id serial PRIMARY KEY,
      bank_account_name text NOT NULL,
      bank_name text NOT NULL,
      bank_sort_code text NOT NULL,
      bank_account_no text NOT NULL,
      bank_iban text NOT NULL,
      bank_bic text NOT NULL,
      proposed_by integer REFERENCES users(id) ON DELETE SET NULL,
      proposed_by_email text NOT NULL,
      proposed_at timestamptz NOT NULL DEFAULT now(),
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'withdrawn')),
      decided_by_email text,
      decided_at timestamptz
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX bank_details_one_pending ON bank_details_proposals ((true)) WHERE state = 'pending'`.execute(
    db,
  );
  await sql`
    CREATE TABLE company_credit_proposals (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      credit_approved boolean NOT NULL,
      credit_limit_pence integer,
      credit_terms text NOT NULL,
      proposed_by integer REFERENCES users(id) ON DELETE SET NULL,
      proposed_by_email text NOT NULL,
      proposed_at timestamptz NOT NULL DEFAULT now(),
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'withdrawn')),
      decided_by_email text,
      decided_at timestamptz
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX company_credit_one_pending ON company_credit_proposals (company_id) WHERE state = 'pending'`.execute(
    db,
  );
  await sql`
    CREATE TABLE credit_approval_settings (
      id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      second_admin_above_pence integer NOT NULL DEFAULT 500000
    )
  `.execute(db);
  await sql`INSERT INTO credit_approval_settings (id) VALUES (1)`.execute(db);
}
