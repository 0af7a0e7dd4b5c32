/**
 * A small RFC 4180 reader: fields separated by commas, records by CRLF (LF or a lone CR also
 * end a record), fields in double quotes may hold commas, line breaks and doubled quotes (""). A
 * UTF-8 byte order mark at the start is skipped. Line breaks inside a quoted field are read as LF.
 * Blank records (no text in any field) are skipped, so trailing empty lines do no harm.
 */

export interface CsvRecord {
  /** The line of the file on which the record starts, from 1. */
  line: number;
  cells: string[];
}

export type CsvProblem = 'unclosedQuote' | 'quoteInField' | 'textAfterQuote';

export type CsvParse = { records: CsvRecord[] } | { problem: CsvProblem; line: number };

/** Line breaks in a piece of text: CRLF, LF and a lone CR each count once. */
function lineBreaks(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) n++;
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) n++;
  }
  return n;
}

const COMMA = ',';
const QUOTE = '"';

export function parseCsv(input: string): CsvParse {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const n = text.length;
  const records: CsvRecord[] = [];
  let i = 0;
  let line = 1;
  while (i < n) {
    const recordLine = line;
    const cells: string[] = [];
    for (;;) {
      let cell: string;
      if (text[i] === QUOTE) {
        i++;
        cell = '';
        for (;;) {
          const close = text.indexOf(QUOTE, i);
          if (close === -1) return { problem: 'unclosedQuote', line: recordLine };
          const piece = text.slice(i, close);
          line += lineBreaks(piece);
          cell += piece;
          if (text[close + 1] === QUOTE) {
            cell += QUOTE;
            i = close + 2;
            continue;
          }
          i = close + 1;
          break;
        }
        cell = cell.replace(/\r\n?/g, '\n');
        if (i < n && text[i] !== COMMA && text[i] !== '\r' && text[i] !== '\n') return { problem: 'textAfterQuote', line };
      } else {
        let j = i;
        while (j < n) {
          const c = text[j];
          if (c === COMMA || c === '\r' || c === '\n') break;
          if (c === QUOTE) return { problem: 'quoteInField', line };
          j++;
        }
        cell = text.slice(i, j);
        i = j;
      }
      cells.push(cell);
      if (text[i] === COMMA) {
        i++;
        continue;
      }
      if (text[i] === '\r') {
        i++;
        if (text[i] === '\n') i++;
        line++;
      } else if (text[i] === '\n') {
        i++;
        line++;
      }
      break;
    }
    if (cells.some((c) => c.trim() !== '')) records.push({ line: recordLine, cells });
  }
  return { records };
}
