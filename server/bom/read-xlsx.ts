import ExcelJS from 'exceljs';
import { fillBoth } from '#contract/i18n/text.ts';
import { BOM_MESSAGES as M } from '../i18n/bom-messages.ts';
import { refuseFile, type BomRecord, type BomTable } from './bom-table.ts';

/** An .xlsx file is a ZIP archive; a password-protected one is an OLE compound file instead. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  if (startsWith(bytes, OLE_SIGNATURE)) throw refuseFile(M.encrypted);
  if (!startsWith(bytes, ZIP_SIGNATURE)) throw refuseFile(M.unreadableWorkbook);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw refuseFile(M.unreadableWorkbook);
  }
  return workbook;
}

/** A cell's text as the sheet shows it; a formula is refused, since the buyer's value is its result. */
function cellText(cell: ExcelJS.Cell): string {
  if (cell.type === ExcelJS.ValueType.Formula) throw refuseFile(fillBoth(M.formulas, { cell: cell.address }));
  if (cell.type === ExcelJS.ValueType.Merge) return '';
  return cell.text.trim();
}

/** The chosen sheet (the first when none is named) read as rows of text; a header row with merged cells is refused. */
export async function readXlsxBom(bytes: Uint8Array, sheetName: string | undefined): Promise<BomTable> {
  const workbook = await loadWorkbook(bytes);
  const sheets = workbook.worksheets.map((w) => w.name);
  const sheet =
    sheetName === undefined ? workbook.worksheets[0] : workbook.worksheets.find((w) => w.name === sheetName);
  if (!sheet)
    throw refuseFile(
      sheetName === undefined ? M.empty : fillBoth(M.noSheet, { sheet: sheetName }),
      sheetName === undefined ? 'dataBase64' : 'sheet',
    );
  const records: BomRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (!filled.some((c) => c !== '')) return;
    records.push({ line, cells: filled });
  });
  const merged = records[0] ? mergedCellOf(sheet, records[0].line) : null;
  if (merged) throw refuseFile(fillBoth(M.mergedHeader, { cell: merged }));
  return { sheets, sheet: sheet.name, records };
}

/** The first cell of the header row that is part of a merged range, e.g. "B1". */
function mergedCellOf(sheet: ExcelJS.Worksheet, line: number): string | null {
  let found: string | null = null;
  sheet.getRow(line).eachCell({ includeEmpty: true }, (cell) => {
    if (found === null && cell.isMerged) found = cell.address;
  });
  return found;
}
