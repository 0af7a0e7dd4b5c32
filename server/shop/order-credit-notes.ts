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
