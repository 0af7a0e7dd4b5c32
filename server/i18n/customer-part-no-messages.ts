import type { BilingualText } from '#contract/i18n/text.ts';

/**
 * The customer part number import (docs/pricing.md), in both languages; the file-level and CSV
 * syntax messages are the catalogue import's (server/i18n/import-messages.ts).
 */
export const CUSTOMER_PART_NO_MESSAGES = {
  header: {
    en: 'The first line must be the header part_no,customer_part_no.',
    zh: '第一行必须是标题行 part_no,customer_part_no。',
  },
  tooManyCells: {
    en: 'A row has two fields: our part number and yours.',
    zh: '每行有两个字段：我们的零件编号和贵公司的编号。',
  },
  partNoMissing: { en: 'Our part number (part_no) is missing.', zh: '缺少我们的零件编号（part_no）。' },
  badCharacters: {
    en: '{customerPartNo}: use letters, digits, dots, slashes and single dashes only.',
    zh: '{customerPartNo}：只能使用字母、数字、点、斜杠和单个连字符。',
  },
  tooLong: {
    en: 'Your part number has {length} characters; at most {max}.',
    zh: '贵公司的零件编号有 {length} 个字符；最多 {max} 个。',
  },
  numberTwice: {
    en: '{customerPartNo} is already given to {partNo} on line {line}.',
    zh: '{customerPartNo} 已在第 {line} 行分配给 {partNo}。',
  },
  resultDryRun: {
    en: 'Dry run: {added} added, {changed} changed, {removed} removed; nothing was written.',
    zh: '试运行：新增 {added} 个，修改 {changed} 个，删除 {removed} 个；未写入任何内容。',
  },
  resultApplied: {
    en: 'Imported: {added} added, {changed} changed, {removed} removed.',
    zh: '已导入：新增 {added} 个，修改 {changed} 个，删除 {removed} 个。',
  },
  resultNoChanges: {
    en: 'The file matches your part numbers: 0 changes.',
    zh: '文件与贵公司的零件编号一致：0 项更改。',
  },
} as const satisfies Record<string, BilingualText>;
