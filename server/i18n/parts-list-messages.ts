import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals of the parts-list calls, in both languages; placeholders are filled with fillBoth(). */
export const PARTS_LIST_MESSAGES = {
  noSuchList: { en: 'There is no such parts list.', zh: '没有此零件清单。' },
  noSuchLine: { en: 'This parts list has no such line.', zh: '此零件清单中没有该行。' },
  ownerOrAdmin: {
    en: "Only the list's owner and the company's administrator can change this list; you can order from it or copy it.",
    zh: '只有清单的创建者和公司管理员可以修改此清单；您可以按清单下单或复制它。',
  },
  tooManyLists: {
    en: 'An account can keep at most {max} parts lists: delete one you no longer need first.',
    zh: '每个账户最多保存 {max} 个零件清单：请先删除不再需要的清单。',
  },
  tooManyLines: {
    en: 'A parts list can hold at most {max} lines; this would make {n}.',
    zh: '一个零件清单最多 {max} 行；此操作将达到 {n} 行。',
  },
  noCompany: {
    en: 'Only a company member can share a list: an individual account keeps its lists private.',
    zh: '只有公司成员才能共享清单：个人账户的清单仅自己可见。',
  },
  noLines: { en: 'Give at least one line: a part number and its quantity.', zh: '请至少填写一行：零件编号及其数量。' },
  rowPartNo: {
    en: 'Row {row}: give a part number of up to {max} characters.',
    zh: '第 {row} 行：请填写不超过 {max} 个字符的零件编号。',
  },
  rowQuantity: {
    en: 'Row {row}: the quantity must be a whole number from 1 to {max}.',
    zh: '第 {row} 行：数量必须是 1 到 {max} 之间的整数。',
  },
  rowNote: { en: 'Row {row}: a note may hold up to {max} characters.', zh: '第 {row} 行：备注最多 {max} 个字符。' },
  rowTooMany: { en: 'A parts list can hold at most {max} lines.', zh: '一个零件清单最多 {max} 行。' },
  rowUnknownPart: {
    en: 'Row {row}: there is no product with part number {partNo}.',
    zh: '第 {row} 行：没有零件编号为 {partNo} 的产品。',
  },
  lineQuantityTooHigh: {
    en: '{partNo} would come to {quantity} on the list; a line holds at most {max}.',
    zh: '{partNo} 在清单中的数量将达到 {quantity}；每行最多 {max}。',
  },
  nothingToChange: { en: 'Give the new quantity or note of the line.', zh: '请填写该行的新数量或备注。' },
  notFoundLine: { en: 'This part number matched nothing in the catalogue.', zh: '此零件编号在目录中没有匹配项。' },
} as const satisfies Record<string, BilingualText>;
