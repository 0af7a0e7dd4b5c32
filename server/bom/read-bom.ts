import { BOM_LIMITS, type BomMatchRequest } from '#contract/calls/bom.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { columnLetters } from '#contract/rules/column-letters.ts';
import { parseQuantity } from '#contract/rules/order-quantity.ts';
import { BOM_MESSAGES as M } from '../i18n/bom-messages.ts';
import { refuseFile, type BomTable } from './bom-table.ts';
import { guessColumns } from './column-guess.ts';
import { readCsvBom } from './read-csv.ts';
import { readXlsxBom } from './read-xlsx.ts';

/** One row of a BOM as the buyer wrote it, its columns chosen. */
export interface BomLine {
  line: number;
  partNoText: string;
  quantityText: string;
  /** 1 without a quantity column; null when the cell is not a whole number from 1 to 9,999. */
  quantity: number | null;
}

export interface ReadBom {
  sheets: string[];
  sheet: string | null;
  columns: string[];
  partNoColumn: number;
  quantityColumn: number | null;
  lines: BomLine[];
}

const cut = (text: string) => [...text].slice(0, BOM_LIMITS.cellChars).join('');

async function readTable(body: BomMatchRequest, bytes: Uint8Array): Promise<BomTable> {
  const extension = /\.[^.]*$/.exec(body.fileName.toLowerCase())?.[0];
  if (bytes.length > BOM_LIMITS.maxBytes)
    throw refuseFile(fillBoth(M.tooLarge, { mb: (bytes.length / 1024 / 1024).toFixed(1) }));
  if (extension === '.csv') return readCsvBom(bytes);
  if (extension === '.xlsx') return readXlsxBom(bytes, body.sheet);
  throw refuseFile(M.wrongType, 'fileName');
}

/** The buyer's columns, or the header's guess when the buyer chose none. */
function chooseColumns(body: BomMatchRequest, header: readonly string[]): { partNo: number; quantity: number | null } {
  if (body.partNoColumn === undefined) {
    const guess = guessColumns(header);
    if (guess.partNo === null) throw refuseFile(M.noPartNoColumn);
    return { partNo: guess.partNo, quantity: guess.quantity };
  }
  const quantity = body.quantityColumn ?? null;
  for (const column of [body.partNoColumn, quantity]) {
    if (column !== null && column >= header.length)
      throw refuseFile(fillBoth(M.columnMissing, { column: columnLetters(column) }), 'partNoColumn');
  }
  if (quantity === body.partNoColumn) throw refuseFile(M.sameColumn, 'quantityColumn');
  return { partNo: body.partNoColumn, quantity };
}

/**
 * The file read and checked whole before any row is matched: type, size, rows, columns, and
 * (server/bom/read-csv.ts, read-xlsx.ts) formulas, merged header cells and encryption.
 */
export async function readBom(body: BomMatchRequest): Promise<ReadBom> {
  const table = await readTable(body, new Uint8Array(Buffer.from(body.dataBase64, 'base64')));
  const [header, ...rows] = table.records;
  if (!header) throw refuseFile(M.empty);
  if (header.cells.length > BOM_LIMITS.maxColumns)
    throw refuseFile(fillBoth(M.tooManyColumns, { columns: header.cells.length, max: BOM_LIMITS.maxColumns }));
  if (rows.length > BOM_LIMITS.maxRows)
    throw refuseFile(fillBoth(M.tooManyRows, { rows: rows.length, max: BOM_LIMITS.maxRows }));
  const columns = header.cells.map((c) => cut(c.trim()));
  const chosen = chooseColumns(body, columns);
  const lines = rows.map((row) => {
    const quantityText = chosen.quantity === null ? '' : cut((row.cells[chosen.quantity] ?? '').trim());
    return {
      line: row.line,
      partNoText: cut((row.cells[chosen.partNo] ?? '').trim()),
      quantityText,
      quantity: chosen.quantity === null ? 1 : parseQuantity(quantityText),
    };
  });
  return {
    sheets: table.sheets,
    sheet: table.sheet,
    columns,
    partNoColumn: chosen.partNo,
    quantityColumn: chosen.quantity,
    lines,
  };
}
