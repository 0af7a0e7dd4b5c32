import type { ColumnType, Generated } from 'kysely';
import type { ReturnReason, ReturnState } from '#contract/rules/return-states.ts';

/** Returns of delivered goods (migration 052, server/returns/). */

export interface ReturnsTable {
  id: Generated<number>;
  orderId: number;
  requestedBy: number;
  reason: ReturnReason;
  note: ColumnType<string, string | undefined, string>;
  state: ColumnType<ReturnState, ReturnState | undefined, ReturnState>;
  /** RMA-2026-000123, given on approval; null before. */
  returnNo: ColumnType<string | null, never, string>;
  year: ColumnType<number | null, never, number>;
  number: ColumnType<number | null, never, number>;
  /** Staff's words to the buyer with their decision. */
  staffMessage: ColumnType<string, never, string>;
  returnAddress: ColumnType<string, never, string>;
  /** The reason's restocking fee when the goods were received. */
  restockingFeePercent: ColumnType<number, never, number>;
  creditNoteId: ColumnType<number | null, never, number>;
  /** Bumped by each staff action, so two staff acting at once cannot both win. */
  version: ColumnType<number, never, number>;
  createdAt: Generated<Date>;
  decidedAt: ColumnType<Date | null, never, Date>;
  decidedBy: ColumnType<number | null, never, number>;
  receivedAt: ColumnType<Date | null, never, Date>;
  receivedBy: ColumnType<number | null, never, number>;
}

export interface ReturnLinesTable {
  returnId: number;
  lineNo: number;
  quantity: number;
  receivedQty: ColumnType<number, never, number>;
  resaleableQty: ColumnType<number, never, number>;
}

export interface ReturnPhotosTable {
  returnId: number;
  position: number;
  fileId: number;
}

/** The share of a return's lines (ex VAT) kept back, per reason; admins keep it. */
export interface RestockingFeesTable {
  reason: ReturnReason;
  percent: number;
  updatedAt: ColumnType<Date, never, Date>;
  updatedBy: ColumnType<number | null, never, number>;
}

/** The last returns number given in each year. */
export interface ReturnSequencesTable {
  year: number;
  lastNumber: number;
}

export interface ReturnTables {
  returns: ReturnsTable;
  returnLines: ReturnLinesTable;
  returnPhotos: ReturnPhotosTable;
  restockingFees: RestockingFeesTable;
  returnSequences: ReturnSequencesTable;
}
