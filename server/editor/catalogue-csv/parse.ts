import { CsvError, parse } from 'csv-parse/sync';

/**
 * The catalogue CSV read with csv-parse (RFC 4180): fields in double quotes may hold commas, line
 * breaks and doubled quotes; CRLF, LF and a lone CR all end a record, even mixed in one file (as
 * spreadsheets on different systems write them). A UTF-8 byte order mark is skipped, line breaks
 * inside a quoted field are read as LF, and blank records (no text in any field) are skipped.
 */

export interface CsvRecord {
  /** The line of the file on which the record starts, from 1. */
  line: number;
  cells: string[];
}

export type CsvProblem = 'unclosedQuote' | 'quoteInField' | 'textAfterQuote';

export type CsvParse = { records: CsvRecord[] } | { problem: CsvProblem; line: number };

/** csv-parse's error codes for the three ways a hand-edited file goes wrong. */
const PROBLEMS: Record<string, CsvProblem> = {
  CSV_QUOTE_NOT_CLOSED: 'unclosedQuote',
  INVALID_OPENING_QUOTE: 'quoteInField',
  CSV_INVALID_CLOSING_QUOTE: 'textAfterQuote',
};

interface ParsedRow {
  record: string[];
  raw: string;
  info: { lines: number };
}

/** Line breaks in a piece of text: CRLF, LF and a lone CR each count once. */
const lineBreaks = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;

export function parseCsv(input: string): CsvParse {
  // csv-parse numbers a record by the line it ends on; the last good record's end tells where an unclosed quote began.
  let lastEnd = 0;
  let rows: ParsedRow[];
  try {
    rows = parse(input, {
      bom: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      info: true,
      raw: true,
      on_record: (row, context) => {
        lastEnd = context.lines;
        return row;
      },
    }) as unknown as ParsedRow[];
  } catch (error) {
    const problem = error instanceof CsvError ? PROBLEMS[error.code] : undefined;
    if (!problem) throw error;
    return {
      problem,
      line: problem === 'unclosedQuote' ? lastEnd + 1 : Number((error as CsvError & { lines: number }).lines),
    };
  }
  const records: CsvRecord[] = [];
  for (const { record, raw, info } of rows) {
    if (!record.some((cell) => cell.trim() !== '')) continue;
    const inside = raw.replace(/(\r\n|\n|\r)$/, '');
    records.push({ line: info.lines - lineBreaks(inside), cells: record.map((cell) => cell.replace(/\r\n?/g, '\n')) });
  }
  return { records };
}
