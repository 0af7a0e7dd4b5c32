import type { PriceBreak } from '#contract/calls/catalogue.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { isValidPartNumber } from '../../domain/part-number.ts';
import { readPriceBreaks } from '../../editor/catalogue-csv/cells.ts';
import { readCsvRecords, rowCountProblems, type ImportProblem } from '../../editor/catalogue-csv/csv-records.ts';
import { unguardFormula } from '../../editor/catalogue-csv/formula-guard.ts';
import { IMPORT_LIMITS as L } from '../../editor/catalogue-csv/layout.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';

/**
 * Reads a price list's net-price CSV on its own (no database): the two columns `part_no` and
 * `price_breaks` (in either order), one row per part, breaks written as the catalogue's
 * (`1:950;100:820`, each price 1p or more). Whether a part exists is the plan's work.
 */

export const NET_PRICE_COLUMNS = ['part_no', 'price_breaks'] as const;
type NetPriceColumn = (typeof NET_PRICE_COLUMNS)[number];

export interface NetPriceRow {
  line: number;
  partNo: string;
  breaks: PriceBreak[];
}

export interface NetPriceFile {
  /** Null when the file cannot be read row by row (size, syntax, header, row count). */
  rows: NetPriceRow[] | null;
  /** Rows below the header. */
  rowCount: number;
  problems: ImportProblem[];
}

function readHeader(line: number, cells: string[], problems: ImportProblem[]): Map<NetPriceColumn, number> | null {
  const names = cells.map((c) => c.trim().toLowerCase());
  const before = problems.length;
  names.forEach((name, i) => {
    if (!(NET_PRICE_COLUMNS as readonly string[]).includes(name))
      problems.push({
        line,
        column: name.slice(0, 60),
        reason: fillBoth(M.unknownColumn, { column: name.slice(0, 60) }),
      });
    else if (names.indexOf(name) !== i)
      problems.push({ line, column: name, reason: fillBoth(M.duplicateColumn, { column: name }) });
  });
  for (const column of NET_PRICE_COLUMNS) {
    if (!names.includes(column)) problems.push({ line, column, reason: fillBoth(M.missingColumn, { column }) });
  }
  return problems.length === before ? new Map(NET_PRICE_COLUMNS.map((c) => [c, names.indexOf(c)])) : null;
}

/** Why a row's part number is refused (blank, badly written, already on an earlier line), or null. */
function partNoProblem(partNo: string, partLines: ReadonlyMap<string, number>): BilingualText | null {
  if (partNo === '') return fillBoth(M.required, { column: 'part_no' });
  if (!isValidPartNumber(partNo)) return fillBoth(M.badPartNo, { max: L.partNo });
  const seenOn = partLines.get(partNo);
  return seenOn === undefined ? null : fillBoth(M.duplicatePartNo, { partNo, line: seenOn });
}

export function readNetPriceFile(csv: string): NetPriceFile {
  const read = readCsvRecords(csv);
  if ('problems' in read) return { rows: null, rowCount: 0, problems: read.problems };
  const problems: ImportProblem[] = [];
  const header = readHeader(read.head.line, read.head.cells, problems);
  if (!header) return { rows: null, rowCount: 0, problems };
  const counted = rowCountProblems(read.records);
  if (counted) return { rows: null, rowCount: read.records.length, problems: counted.problems };

  const rows: NetPriceRow[] = [];
  const partLines = new Map<string, number>();
  for (const { line, cells } of read.records) {
    if (cells.length !== header.size) {
      problems.push({ line, reason: fillBoth(M.wrongCellCount, { cells: cells.length, columns: header.size }) });
      continue;
    }
    const cell = (column: NetPriceColumn) => unguardFormula(cells[header.get(column)!]!).trim();
    const partNo = cell('part_no').toUpperCase();
    const partProblem = partNoProblem(partNo, partLines);
    if (partProblem) problems.push({ line, column: 'part_no', reason: partProblem });
    else partLines.set(partNo, line);
    const breaksCell = cell('price_breaks');
    const breaks =
      breaksCell === '' ? { problem: fillBoth(M.required, { column: 'price_breaks' }) } : readPriceBreaks(breaksCell);
    if ('problem' in breaks) problems.push({ line, column: 'price_breaks', reason: breaks.problem });
    else if (!partProblem) rows.push({ line, partNo, breaks: breaks.value });
  }
  return { rows, rowCount: read.records.length, problems };
}
