import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages of the account's order history calls (pri/orderAgain), in both languages. */
export const ORDERS_MESSAGES = {
  partGone: { en: 'This part is no longer sold.', zh: '此零件已停售。' },
} as const satisfies Record<string, BilingualText>;
