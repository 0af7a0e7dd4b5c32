import { sql, type Kysely } from 'kysely';

/**
 * What an account sets up before its address is verified (server/accounts/setup-review.ts):
 * - a company name given at registration waits in users.pending_company_name until the link is followed;
 * - an address saved at checkout is marked (never a default, never offered to a team) until then;
 * - when a password reset is the first proof of the address, what the account already held is
 *   listed in setup_review_items for its owner to keep or remove.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN pending_company_name text`.execute(db);
  await sql`ALTER TABLE addresses ADD COLUMN added_unverified boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    UPDATE addresses SET added_unverified = true
    WHERE user_id IN (SELECT id FROM users WHERE email_verified_at IS NULL)
  `.execute(db);
  await sql`
    CREATE TABLE setup_review_items (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('company', 'member', 'address')),
      target_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, kind, target_id)
    )
  `.execute(db);
}
