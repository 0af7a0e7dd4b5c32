import type { ColumnType, Generated } from 'kysely';

/** Credit notes, each correcting one VAT invoice (migration 044, server/documents/credit-notes.ts). */

export type CreditNoteKindColumn = 'cancellation' | 'refund' | 'return';

export interface CreditNotesTable {
  id: Generated<number>;
  /** CN-2026-000045. */
  creditNoteNo: string;
  year: number;
  number: number;
  orderId: number;
  /** The invoice it corrects. */
  invoiceNo: string;
  kind: CreditNoteKindColumn;
  /** Why, in staff's words (a cancellation's reason, a refund's); '' when none. */
  reason: ColumnType<string, string | undefined, string>;
  subtotalPence: number;
  deliveryPence: number;
  vatRatePercent: number;
  vatPence: number;
  /** What a return's credit note keeps back of its lines (ex VAT) as the restocking fee (migration 052). */
  restockingFeePence: ColumnType<number, number | undefined, never>;
  totalPence: number;
  issuedAt: ColumnType<Date, Date | undefined, never>;
  staffId: number | null;
}

/** What a credit note gives back of each order line it names. */
export interface CreditNoteLinesTable {
  creditNoteId: number;
  lineNo: number;
  quantity: number;
  unitPricePence: number;
  lineTotalPence: number;
}

/** The last credit note number given in each year. */
export interface CreditNoteSequencesTable {
  year: number;
  lastNumber: number;
}

export interface CreditNoteTables {
  creditNotes: CreditNotesTable;
  creditNoteLines: CreditNoteLinesTable;
  creditNoteSequences: CreditNoteSequencesTable;
}
