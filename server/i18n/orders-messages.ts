import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages of the account's order history calls (pri/orderList, pri/orderAgain, pri/orderInvoice), in both languages. */
export const ORDERS_MESSAGES = {
  partGone: { en: 'This part is no longer sold.', zh: '此零件已停售。' },
  notADay: { en: 'Enter a date as YYYY-MM-DD, such as 2026-11-22.', zh: '请按 YYYY-MM-DD 格式输入日期，例如 2026-11-22。' },
} as const satisfies Record<string, BilingualText>;

/** Field labels of the order history's calls. */
export const ORDERS_LABELS = {
  stage: { en: 'order status', zh: '订单状态' },
  from: { en: 'from date', zh: '开始日期' },
  to: { en: 'to date', zh: '结束日期' },
  search: { en: 'search', zh: '搜索' },
  scope: { en: 'whose orders', zh: '订单范围' },
  order: { en: 'order', zh: '订单' },
} as const satisfies Record<string, BilingualText>;
