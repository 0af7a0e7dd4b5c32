import { PARTS_LIST_LIMITS as L } from '../limits/parts-lists.ts';

/**
 * Lines of a parts list sent as text (pri/partsListCreate, pri/partsListAddLines): a row a line,
 * `part number | quantity | note`, the quantity 1 when left out and the note optional. Blank rows
 * are skipped; the first row with a problem is reported with its number.
 */

export interface TypedListLine {
  /** As typed, trimmed (the server matches it to our part numbers ignoring case). */
  partNo: string;
  quantity: number;
  note: string;
  /** Its row in the text, counting blank rows, for a refusal to name. */
  row: number;
}

export type ListLinesProblem =
  | { rule: 'noLines' }
  | { rule: 'tooManyLines'; max: number }
  | { rule: 'partNo'; row: number; max: number }
  | { rule: 'quantity'; row: number; max: number }
  | { rule: 'note'; row: number; max: number };

const WHOLE_NUMBER = /^\d{1,9}$/;

/** One row as the text for the server, so a page builds rows the way the server reads them. */
export function listLineRow(line: Omit<TypedListLine, 'row'>): string {
  const note = line.note.replace(/\s+/g, ' ').trim();
  return note === '' ? `${line.partNo} | ${line.quantity}` : `${line.partNo} | ${line.quantity} | ${note}`;
}

export function readListLines(text: string): { lines: TypedListLine[] } | { problem: ListLinesProblem } {
  const lines: TypedListLine[] = [];
  const rows = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of rows.entries()) {
    if (raw.trim() === '') continue;
    const row = index + 1;
    const [partCell = '', quantityCell = '', ...noteCells] = raw.split('|').map((cell) => cell.trim());
    if (partCell === '' || [...partCell].length > L.partNo) return { problem: { rule: 'partNo', row, max: L.partNo } };
    const quantity = quantityCell === '' ? 1 : WHOLE_NUMBER.test(quantityCell) ? Number(quantityCell) : NaN;
    if (!(quantity >= 1 && quantity <= L.maxQuantity))
      return { problem: { rule: 'quantity', row, max: L.maxQuantity } };
    const note = noteCells.join(' | ');
    if ([...note].length > L.note) return { problem: { rule: 'note', row, max: L.note } };
    if (lines.length === L.maxLines) return { problem: { rule: 'tooManyLines', max: L.maxLines } };
    lines.push({ partNo: partCell, quantity, note, row });
  }
  return lines.length === 0 ? { problem: { rule: 'noLines' } } : { lines };
}
