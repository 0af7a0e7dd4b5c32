import { CUSTOMER_PART_NO_CSV as CSV } from '#contract/calls/customer-part-numbers.ts';
import { CUSTOMER_PART_NO_PATTERN } from '#contract/rules/customer-part-no.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { unguardFormula } from '../../editor/catalogue-csv/formula-guard.ts';
import { parseCsv } from '../../editor/catalogue-csv/parse.ts';
import { CUSTOMER_PART_NO_MESSAGES as M } from '../../i18n/customer-part-no-messages.ts';
import { IMPORT_MESSAGES as IM } from '../../i18n/import-messages.ts';

/** A customer part number file read and each row checked on its own (the catalogue is checked in plan.ts). */

export interface PartNoProblem {
  /** The file's line (the header is 1); 0 for the file as a whole. */
  line: number;
  reason: BilingualText;
}

export interface PartNoRow {
  line: number;
  /** Upper case, as stored. */
  partNo: string;
  /** Upper case; null removes the company's number for the part. */
  customerPartNo: string | null;
}

export interface PartNoFile {
  rows: PartNoRow[];
  problems: PartNoProblem[];
}

/** A cell as typed: the export's formula apostrophe off, spaces trimmed, upper case. */
const cellValue = (cell: string | undefined) =>
  unguardFormula((cell ?? '').trim())
    .trim()
    .toUpperCase();

function readRow(line: number, cells: readonly string[], problems: PartNoProblem[]): PartNoRow | null {
  const before = problems.length;
  if (cells.slice(2).some((c) => c.trim() !== '')) problems.push({ line, reason: M.tooManyCells });
  const partNo = cellValue(cells[0]);
  const customerPartNo = cellValue(cells[1]);
  if (partNo === '') problems.push({ line, reason: M.partNoMissing });
  if ([...customerPartNo].length > LIMITS.partNumber) {
    problems.push({
      line,
      reason: fillBoth(M.tooLong, { length: [...customerPartNo].length, max: LIMITS.partNumber }),
    });
  } else if (!CUSTOMER_PART_NO_PATTERN.test(customerPartNo)) {
    problems.push({ line, reason: fillBoth(M.badCharacters, { customerPartNo }) });
  }
  return problems.length === before ? { line, partNo, customerPartNo: customerPartNo || null } : null;
}

export function readPartNoFile(csv: string): PartNoFile {
  const parsed = parseCsv(csv);
  if ('problem' in parsed) return { rows: [], problems: [{ line: parsed.line, reason: IM[parsed.problem] }] };
  const [header, ...records] = parsed.records;
  if (!header) return { rows: [], problems: [{ line: 0, reason: IM.emptyFile }] };
  if (records.length > CSV.maxRows)
    return {
      rows: [],
      problems: [{ line: 0, reason: fillBoth(IM.tooManyRows, { rows: records.length, max: CSV.maxRows }) }],
    };
  const problems: PartNoProblem[] = [];
  const named = header.cells.map((c) => c.trim().toLowerCase());
  if (named.length !== CSV.columns.length || CSV.columns.some((c, i) => named[i] !== c))
    problems.push({ line: header.line, reason: M.header });
  const rows = records.flatMap((r) => readRow(r.line, r.cells, problems) ?? []);
  return { rows, problems };
}
