/**
 * The RFC 4180 writer that parse.ts reads back: CRLF between records, a field in double quotes
 * (its quotes doubled) when it holds a comma, a quote, a line break or space at either end.
 */

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvRecord(cells: readonly string[]): string {
  return cells.map(csvField).join(',');
}

/**
 * The whole file: every record ends with CRLF. With `bom`, a UTF-8 byte order mark goes first, so
 * that spreadsheet programs read Chinese text as UTF-8.
 */
export function writeCsv(records: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  const body = records.map((r) => `${csvRecord(r)}\r\n`).join('');
  return options.bom ? `\uFEFF${body}` : body;
}
