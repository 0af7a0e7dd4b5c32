import * as T from 'typebox';

export const CREDIT_NOTE_KINDS = ['cancellation', 'refund', 'return'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

/** One of an order's credit notes, as the buyer's order page and the staff console list them. */
export const CreditNoteSummary = T.Object({
  id: T.Integer(),
  /** CN-2026-000045. */
  creditNoteNo: T.String(),
  /** The invoice it corrects. */
  invoiceNo: T.String(),
  kind: T.Unsafe<CreditNoteKind>({ type: 'string', enum: [...CREDIT_NOTE_KINDS] }),
  /** ISO 8601. */
  issuedAt: T.String(),
  totalPence: T.Integer(),
});
export type CreditNoteSummary = T.Static<typeof CreditNoteSummary>;

/** An order's credit notes, oldest first; optional, so answers built before credit notes still type-check. */
export const OrderCreditNotes = T.Optional(T.Array(CreditNoteSummary));
