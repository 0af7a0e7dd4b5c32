import type { CreditNoteSummary } from '#contract/shapes/credit-note.ts';
import type { Db } from '../db/connect.ts';

/** An order's credit notes, oldest first, as its page lists them (the buyer's and staff's). */
export async function creditNotesOf(db: Db, orderId: number): Promise<CreditNoteSummary[]> {
  const rows = await db
    .selectFrom('creditNotes')
    .select(['id', 'creditNoteNo', 'invoiceNo', 'kind', 'issuedAt', 'totalPence'])
    .where('orderId', '=', orderId)
    .orderBy('year')
    .orderBy('number')
    .execute();
  return rows.map((r) => ({ ...r, issuedAt: new Date(r.issuedAt).toISOString() }));
}

/** How many of each line the order's credit notes have given back, by line number. */
export async function creditedQuantities(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('creditNoteLines as l')
    .innerJoin('creditNotes as c', 'c.id', 'l.creditNoteId')
    .select(['l.lineNo', (eb) => eb.fn.sum<string>('l.quantity').as('quantity')])
    .where('c.orderId', '=', orderId)
    .groupBy('l.lineNo')
    .execute();
  return new Map(rows.map((r) => [r.lineNo, Number(r.quantity)]));
}
