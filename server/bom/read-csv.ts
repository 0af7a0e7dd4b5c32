import { fillBoth } from '#contract/i18n/text.ts';
import { parseCsv } from '../editor/catalogue-csv/parse.ts';
import { BOM_MESSAGES as M } from '../i18n/bom-messages.ts';
import { cellAddress, refuseFile, type BomTable } from './bom-table.ts';

/**
 * A CSV BOM as UTF-8, or as GB18030 when it is not valid UTF-8 (what Excel on a Chinese system
 * saves). A cell that starts with "=" is a spreadsheet formula whose value the file does not hold.
 */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

export function readCsvBom(bytes: Uint8Array): BomTable {
  const parsed = parseCsv(decode(bytes));
  if ('problem' in parsed) throw refuseFile(fillBoth(M.unreadableCsv, { line: parsed.line }));
  for (const record of parsed.records) {
    const column = record.cells.findIndex((cell) => /^\s*=./.test(cell));
    if (column >= 0) throw refuseFile(fillBoth(M.formulas, { cell: cellAddress(column, record.line) }));
  }
  return { sheets: [], sheet: null, records: parsed.records };
}
