import { sql, type Kysely } from 'kysely';

/**
 * Credit notes (CN-2026-000045): each corrects one VAT invoice, for a cancellation after invoicing,
 * a staff refund of lines or a returned line, in a gap-free sequence a year of its own
 * (server/documents/credit-notes.ts). payment_orders.refunded_pence says how much of each payment's
 * share of an order went back to the payer, so a share can be refunded in parts. Orders cancelled
 * after their invoice before this migration get their credit note here, in the order they were
 * cancelled, and card shares refunded before it are carried over as wholly refunded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE credit_note_sequences (year integer PRIMARY KEY, last_number integer NOT NULL CHECK (last_number >= 0))`.execute(
    db,
  );
  await sql`
    CREATE TABLE credit_notes (
      id serial PRIMARY KEY,
      credit_note_no text NOT NULL UNIQUE,
      year integer NOT NULL,
      number integer NOT NULL CHECK (number > 0),
      order_id integer NOT NULL REFERENCES orders (id),
      invoice_no text NOT NULL REFERENCES invoices (invoice_no),
      kind text NOT NULL CHECK (kind IN ('cancellation', 'refund', 'return')),
      reason text NOT NULL DEFAULT '',
      subtotal_pence integer NOT NULL CHECK (subtotal_pence >= 0),
      delivery_pence integer NOT NULL CHECK (delivery_pence >= 0),
      vat_rate_percent integer NOT NULL CHECK (vat_rate_percent >= 0),
      vat_pence integer NOT NULL CHECK (vat_pence >= 0),
      total_pence integer NOT NULL CHECK (total_pence > 0),
      issued_at timestamptz NOT NULL DEFAULT now(),
      staff_id integer REFERENCES users (id) ON DELETE SET NULL,
      UNIQUE (year, number)
    )`.execute(db);
  await sql`CREATE INDEX credit_notes_order ON credit_notes (order_id)`.execute(db);
  await sql`
    CREATE TABLE credit_note_lines (
      credit_note_id integer NOT NULL REFERENCES credit_notes (id) ON DELETE CASCADE,
      line_no smallint NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      unit_price_pence integer NOT NULL CHECK (unit_price_pence >= 0),
      line_total_pence integer NOT NULL CHECK (line_total_pence >= 0),
      PRIMARY KEY (credit_note_id, line_no)
    )`.execute(db);
  await sql`ALTER TABLE payment_orders ADD COLUMN refunded_pence integer NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_refund_within_share CHECK (refunded_pence >= 0 AND refunded_pence <= amount_pence)`.execute(
    db,
  );
  await sql`
    UPDATE payment_orders SET refunded_pence = amount_pence
    WHERE EXISTS (SELECT 1 FROM payments p WHERE p.id = payment_id AND p.stripe_refund_id IS NOT NULL)
      AND EXISTS (SELECT 1 FROM orders o WHERE o.id = order_id AND o.refund_state = 'refunded')`.execute(db);
  await backfillCancellations(db);
}

/** A credit note of the whole invoice for each order cancelled after it was invoiced. */
async function backfillCancellations(db: Kysely<unknown>): Promise<void> {
  await sql`
    WITH cancelled AS (
      SELECT o.id, i.invoice_no, o.subtotal_pence, o.delivery_pence, o.vat_rate_percent, o.vat_pence, o.total_pence,
             COALESCE((SELECT max(e.at) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'cancelled'), i.issued_at) AS at
      FROM orders o JOIN invoices i ON i.order_id = o.id
      WHERE o.status = 'cancelled' AND o.total_pence > 0
    ), numbered AS (
      SELECT *, EXTRACT(YEAR FROM at AT TIME ZONE 'Europe/London')::integer AS year,
             row_number() OVER (PARTITION BY EXTRACT(YEAR FROM at AT TIME ZONE 'Europe/London') ORDER BY at, id)::integer AS number
      FROM cancelled
    )
    INSERT INTO credit_notes (credit_note_no, year, number, order_id, invoice_no, kind, subtotal_pence, delivery_pence, vat_rate_percent, vat_pence, total_pence, issued_at)
    SELECT 'CN-' || year || '-' || lpad(number::text, 6, '0'), year, number, id, invoice_no, 'cancellation', subtotal_pence, delivery_pence, vat_rate_percent, vat_pence, total_pence, at
    FROM numbered`.execute(db);
  await sql`
    INSERT INTO credit_note_lines (credit_note_id, line_no, quantity, unit_price_pence, line_total_pence)
    SELECT c.id, l.line_no, l.quantity, l.unit_price_pence, l.line_total_pence
    FROM credit_notes c JOIN order_lines l ON l.order_id = c.order_id`.execute(db);
  await sql`INSERT INTO credit_note_sequences (year, last_number) SELECT year, max(number) FROM credit_notes GROUP BY year`.execute(
    db,
  );
}
