import { sql, type Kysely } from 'kysely';

/**
 * Returns of delivered goods (docs/returns.md, server/returns/): a buyer's request of order lines
 * with a reason, a note and up to three photos (kept in files, so the database backup holds them);
 * staff approve it with a returns number (RMA-2026-000123, a gap-free sequence a year like the
 * invoices') and an address, or refuse it; the goods received are credited on a credit note less a
 * restocking fee per reason (restocking_fees, kept by admins), which the credit note records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE return_sequences (year integer PRIMARY KEY, last_number integer NOT NULL CHECK (last_number >= 0))`.execute(
    db,
  );
  await sql`
    CREATE TABLE restocking_fees (
      reason text PRIMARY KEY CHECK (reason IN ('wrongPart', 'faulty', 'notAsDescribed')),
      percent integer NOT NULL CHECK (percent >= 0 AND percent <= 50),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by integer REFERENCES users (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`INSERT INTO restocking_fees (reason, percent) VALUES ('wrongPart', 15), ('faulty', 0), ('notAsDescribed', 0)`.execute(
    db,
  );
  await sql`
    CREATE TABLE returns (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders (id),
      requested_by integer NOT NULL REFERENCES users (id),
      reason text NOT NULL CHECK (reason IN ('wrongPart', 'faulty', 'notAsDescribed')),
      note text NOT NULL DEFAULT '',
      state text NOT NULL DEFAULT 'requested' CHECK (state IN ('requested', 'approved', 'refused', 'received')),
      return_no text UNIQUE,
      year integer,
      number integer CHECK (number > 0),
      staff_message text NOT NULL DEFAULT '',
      return_address text NOT NULL DEFAULT '',
      restocking_fee_percent integer NOT NULL DEFAULT 0,
      credit_note_id integer REFERENCES credit_notes (id),
      version integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      decided_by integer REFERENCES users (id) ON DELETE SET NULL,
      received_at timestamptz,
      received_by integer REFERENCES users (id) ON DELETE SET NULL,
      UNIQUE (year, number)
    )`.execute(db);
  await sql`CREATE INDEX returns_order ON returns (order_id)`.execute(db);
  await sql`CREATE INDEX returns_state ON returns (state, created_at)`.execute(db);
  await sql`
    CREATE TABLE return_lines (
      return_id integer NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
      line_no smallint NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      received_qty integer NOT NULL DEFAULT 0 CHECK (received_qty >= 0 AND received_qty <= quantity),
      resaleable_qty integer NOT NULL DEFAULT 0 CHECK (resaleable_qty >= 0 AND resaleable_qty <= received_qty),
      PRIMARY KEY (return_id, line_no)
    )`.execute(db);
  await sql`
    CREATE TABLE return_photos (
      return_id integer NOT NULL REFERENCES returns (id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
      file_id integer NOT NULL REFERENCES files (id),
      PRIMARY KEY (return_id, position)
    )`.execute(db);
  await sql`ALTER TABLE credit_notes ADD COLUMN restocking_fee_pence integer NOT NULL DEFAULT 0 CHECK (restocking_fee_pence >= 0)`.execute(
    db,
  );
}
