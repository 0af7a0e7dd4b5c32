import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';
import { IMPORT_LIMITS as L } from './layout.ts';
import { parseCsv, type CsvProblem, type CsvRecord } from './parse.ts';

/**
 * What every CSV import checks of the file as a whole before its header and rows (the catalogue,
 * a price list's net prices): its size, its CSV syntax, a header, and between 1 and 20,000 rows.
 */

/** A reason to refuse the file. Line 0 is the file as a whole; line 1 is usually the header. */
export interface ImportProblem {
  line: number;
  column?: string;
  reason: BilingualText;
}

const SYNTAX: Record<CsvProblem, BilingualText> = {
  unclosedQuote: M.unclosedQuote,
  quoteInField: M.quoteInField,
  textAfterQuote: M.textAfterQuote,
};

const wholeFile = (reason: BilingualText): { problems: ImportProblem[] } => ({ problems: [{ line: 0, reason }] });

/** The header and the records below it, or why the file cannot be read at all. */
export function readCsvRecords(csv: string): { head: CsvRecord; records: CsvRecord[] } | { problems: ImportProblem[] } {
  if (Buffer.byteLength(csv, 'utf8') > L.fileBytes)
    return wholeFile(fillBoth(M.fileTooLarge, { max: L.fileBytes / 1024 / 1024 }));
  const parsed = parseCsv(csv);
  if ('problem' in parsed) return { problems: [{ line: parsed.line, reason: SYNTAX[parsed.problem] }] };
  const [head, ...records] = parsed.records;
  return head ? { head, records } : wholeFile(M.emptyFile);
}

/** A file with a good header but no rows, or too many, or null. */
export function rowCountProblems(records: readonly CsvRecord[]): { problems: ImportProblem[] } | null {
  if (records.length === 0) return wholeFile(M.noRows);
  if (records.length > L.rows) return wholeFile(fillBoth(M.tooManyRows, { rows: records.length, max: L.rows }));
  return null;
}
