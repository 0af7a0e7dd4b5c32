import type { Db } from '../db/connect.ts';

/** The tables that keep one gap-free numbering a year: invoices (migration 040), credit notes (044) and returns (052). */
export type YearlySequence = 'invoiceSequences' | 'creditNoteSequences' | 'returnSequences';

/** `INV-2026-000123`, `CN-2026-000045`, `RMA-2026-000007`: a prefix, the year of issue and the number in that year, six digits. */
export const documentNumberText = (prefix: 'INV' | 'CN' | 'RMA', year: number, number: number): string =>
  `${prefix}-${year}-${String(number).padStart(6, '0')}`;

/**
 * The next number of the year, inside the caller's transaction. The year's row stays locked until
 * the transaction ends, so numbers are given one at a time across API processes, and a transaction
 * that rolls back gives its number back: the sequence has no gaps and no number is used twice.
 */
export async function nextInYear(tx: Db, sequence: YearlySequence, year: number): Promise<number> {
  await tx
    .insertInto(sequence)
    .values({ year, lastNumber: 0 })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
  const { lastNumber } = await tx
    .updateTable(sequence)
    .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
    .where('year', '=', year)
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return lastNumber;
}
