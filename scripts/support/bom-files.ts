import ExcelJS from 'exceljs';

/** BOM files for the tests (API, bench, browser): a CSV's text or a workbook's bytes, in the Base64 the upload sends. */

export const csvBase64 = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  Buffer.from(rows.map((r) => r.join(',')).join('\r\n'), 'utf8').toString('base64');

export interface SheetSpec {
  name: string;
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
  /** Ranges to merge, e.g. 'A1:B1'. */
  merges?: string[];
  /** Cells given a formula, e.g. { B3: 'B2*2' }. */
  formulas?: Record<string, string>;
}

export async function xlsxBase64(sheets: readonly SheetSpec[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    for (const row of spec.rows) sheet.addRow([...row]);
    for (const range of spec.merges ?? []) sheet.mergeCells(range);
    for (const [cell, formula] of Object.entries(spec.formulas ?? {}))
      sheet.getCell(cell).value = { formula, result: 0 };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
