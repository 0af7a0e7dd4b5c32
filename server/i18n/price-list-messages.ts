import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals of the price-list and customer-part-number calls, in both languages; placeholders are filled with fillBoth(). */
export const PRICE_LIST_MESSAGES = {
  noSuchPriceList: { en: 'There is no such price list.', zh: '没有此价格表。' },
  noSuchRule: { en: 'This price list has no such rule.', zh: '此价格表没有该规则。' },
  noSuchFamily: { en: 'There is no product family {id}.', zh: '没有编号为 {id} 的产品系列。' },
  noSuchCategory: { en: 'There is no category {id}.', zh: '没有编号为 {id} 的类别。' },
  noSuchAccount: { en: 'There is no such customer account.', zh: '没有此客户账户。' },
  untilBeforeFrom: { en: 'The last day comes before the first day.', zh: '截止日期早于生效日期。' },
  netNeedsPart: {
    en: 'A net price needs a part number and its price breaks (such as 1:950;100:820), and no percentage.',
    zh: '净价规则需要零件编号及其价格阶梯（例如 1:950;100:820），且不能有折扣百分比。',
  },
  percentNeedsTarget: {
    en: 'A percentage off needs the percentage (0 to 100) and only its own target: a product family, a category, or nothing for the whole catalogue.',
    zh: '折扣规则需要折扣百分比（0 到 100），且只能指定其对象：产品系列、类别，或不指定（整个目录）。',
  },
  chooseOneHolder: { en: 'Give either a company or an account.', zh: '请指定一个公司或一个账户（二选一）。' },
  overlaps: {
    en: 'The price list "{other}" of {holder} is valid on some of the same days: end one before the other begins.',
    zh: '{holder} 的价格表“{other}”在部分相同日期内有效：请让其中一个在另一个开始前结束。',
  },
  customerPartNoTaken: {
    en: 'Your company already uses {customerPartNo} for {partNo}.',
    zh: '贵公司已将 {customerPartNo} 用于 {partNo}。',
  },
} as const satisfies Record<string, BilingualText>;
