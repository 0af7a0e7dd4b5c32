import type { BilingualText } from '#contract/i18n/text.ts';

/** Why a BOM file is refused (server/bom/read-bom.ts), in both languages; nothing is written for any of them. */
export const BOM_MESSAGES = {
  wrongType: { en: 'Upload a .csv or .xlsx file.', zh: '请上传 .csv 或 .xlsx 文件。' },
  tooLarge: { en: 'The file is {mb} MB; a BOM may be at most 2 MB.', zh: '文件大小为 {mb} MB；物料清单最大为 2 MB。' },
  empty: { en: 'The file has no rows.', zh: '文件中没有任何行。' },
  tooManyRows: {
    en: 'The file has {rows} rows below its header; a BOM may have at most {max}.',
    zh: '文件标题行下有 {rows} 行；物料清单最多 {max} 行。',
  },
  tooManyColumns: {
    en: 'The header row has {columns} columns; at most {max}.',
    zh: '标题行有 {columns} 列；最多 {max} 列。',
  },
  noPartNoColumn: {
    en: 'No column of the header row holds part numbers: name it "Part No" or "Part number" (or 零件号) and upload again.',
    zh: '标题行中没有零件号列：请将该列命名为“零件号”或“Part No”后重新上传。',
  },
  columnMissing: { en: 'The file has no column {column}.', zh: '文件中没有第 {column} 列。' },
  sameColumn: {
    en: 'The part number and the quantity must be in different columns.',
    zh: '零件号和数量必须位于不同的列。',
  },
  unreadableCsv: {
    en: 'The CSV file cannot be read (line {line}): check its quotes.',
    zh: '无法读取 CSV 文件（第 {line} 行）：请检查引号。',
  },
  unreadableWorkbook: {
    en: 'The workbook cannot be read: save it again as .xlsx.',
    zh: '无法读取该工作簿：请重新另存为 .xlsx。',
  },
  encrypted: {
    en: 'The workbook is protected by a password: save a copy without one.',
    zh: '该工作簿受密码保护：请另存一份不带密码的副本。',
  },
  noSheet: { en: 'The workbook has no sheet named {sheet}.', zh: '工作簿中没有名为 {sheet} 的工作表。' },
  formulas: {
    en: 'Cell {cell} holds a formula: paste values only and upload again.',
    zh: '单元格 {cell} 包含公式：请仅粘贴数值后重新上传。',
  },
  mergedHeader: {
    en: 'The header row has merged cells (at {cell}): unmerge them and upload again.',
    zh: '标题行含有合并单元格（位于 {cell}）：请取消合并后重新上传。',
  },
} as const satisfies Record<string, BilingualText>;
