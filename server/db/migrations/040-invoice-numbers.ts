import { sql, type Kysely } from 'kysely';

/**
 * VAT invoices get numbers of their own, one gap-free sequence a year (INV-2026-000123), given when
 * the invoice is issued (server/documents/invoice-numbers.ts): at payment, or when the order goes on
 * the company's account. Orders already paid or on account get theirs here, in the order of their
 * tax points, so no invoice issued before this migration is left without a number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE invoice_sequences (year integer PRIMARY KEY, last_number integer NOT NULL CHECK (last_number >= 0))`.execute(
    db,
  );
  await sql`
    CREATE TABLE invoices (
      order_id integer PRIMARY KEY REFERENCES orders (id),
      invoice_no text NOT NULL UNIQUE,
      year integer NOT NULL,
      number integer NOT NULL CHECK (number > 0),
      tax_point date NOT NULL,
      issued_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (year, number)
    )`.execute(db);
  // Existing orders: paid ones at their payment, those on account when they went on it.
  await sql`
    WITH due AS (
      SELECT o.id, CASE WHEN o.payment_state = 'paid' THEN o.paid_at
        ELSE COALESCE((SELECT min(e.at) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'onAccount'), o.created_at) END AS at
      FROM orders o
      WHERE o.payment_state IN ('paid', 'onAccount')
    ), numbered AS (
      SELECT id, at, EXTRACT(YEAR FROM at AT TIME ZONE 'Europe/London')::integer AS year,
             row_number() OVER (PARTITION BY EXTRACT(YEAR FROM at AT TIME ZONE 'Europe/London') ORDER BY at, id)::integer AS number
      FROM due WHERE at IS NOT NULL
    )
    INSERT INTO invoices (order_id, invoice_no, year, number, tax_point, issued_at)
    SELECT id, 'INV-' || year || '-' || lpad(number::text, 6, '0'), year, number, (at AT TIME ZONE 'Europe/London')::date, at FROM numbered`.execute(
    db,
  );
  await sql`INSERT INTO invoice_sequences (year, last_number) SELECT year, max(number) FROM invoices GROUP BY year`.execute(
    db,
  );
}
