import ExcelJS from 'exceljs';
import {
  PARTS_LIST_CONTENT_TYPES,
  type PartsListDetail,
  type PartsListLineState,
} from '#contract/calls/parts-lists.ts';
import { pick, type BilingualText, type Language } from '#contract/i18n/text.ts';
import { guardFormula } from '../editor/catalogue-csv/formula-guard.ts';
import { writeCsv } from '../editor/catalogue-csv/write.ts';
import type { FileAnswer } from '../http/download.ts';

/**
 * A list as a file in the caller's language: part number, quantity, note, product and state a row.
 * The headers are ones a bill-of-materials upload recognises, so an exported list reads back in.
 */

const HEADERS: readonly BilingualText[] = [
  { en: 'Part No', zh: '零件号' },
  { en: 'Qty', zh: '数量' },
  { en: 'Note', zh: '备注' },
  { en: 'Product', zh: '产品' },
  { en: 'Status', zh: '状态' },
];

const STATE_WORDS: Record<PartsListLineState, BilingualText> = {
  sold: { en: 'Sold', zh: '在售' },
  gone: { en: 'No longer sold', zh: '已停售' },
  notFound: { en: 'Not found', zh: '未找到' },
};

function rows(list: PartsListDetail, language: Language): Array<[string, number, string, string, string]> {
  return list.lines.map((l) => [
    l.partNo,
    l.quantity,
    l.note,
    language === 'zh-cn' ? l.nameZh : l.name,
    pick(STATE_WORDS[l.state], language),
  ]);
}

const fileName = (list: PartsListDetail, extension: string, now: Date) =>
  `parts-list-${list.id}-${now.toISOString().slice(0, 10)}.${extension}`;

/** CSV with a byte order mark (spreadsheets then read Chinese as UTF-8); a cell that would run as a formula is written as text. */
export function listCsv(list: PartsListDetail, language: Language, now = new Date()): FileAnswer {
  const records = [
    HEADERS.map((h) => pick(h, language)),
    ...rows(list, language).map((row) => row.map((cell) => guardFormula(String(cell)))),
  ];
  return {
    bytes: writeCsv(records, { bom: true }),
    contentType: PARTS_LIST_CONTENT_TYPES.csv,
    fileName: fileName(list, 'csv', now),
  };
}

/** A workbook of one sheet named after the list; exceljs writes text cells as text, never as formulas. */
export async function listWorkbook(list: PartsListDetail, language: Language, now = new Date()): Promise<FileAnswer> {
  const workbook = new ExcelJS.Workbook();
  // A sheet name is at most 31 characters and may not hold : \ / ? * [ ].
  const sheet = workbook.addWorksheet(
    list.name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Parts list',
  );
  sheet.addRow(HEADERS.map((h) => pick(h, language))).font = { bold: true };
  for (const row of rows(list, language)) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    column.width = [24, 8, 40, 40, 16][index] ?? 16;
  });
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return { bytes, contentType: PARTS_LIST_CONTENT_TYPES.xlsx, fileName: fileName(list, 'xlsx', now) };
}
