import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals of the bank-details calls (server/back-office/bank-details.ts), in both languages. */
export const BANK_DETAIL_MESSAGES = {
  oneAtATime: {
    en: 'A change of the bank details already waits for a second admin: confirm or withdraw it first.',
    zh: '已有一项银行信息变更正在等待另一位管理员确认：请先确认或撤回该变更。',
  },
  noSuchChange: { en: 'That change is no longer waiting: it was confirmed or withdrawn. The page has the details as they are.', zh: '该变更已不再等待确认：它已被确认或撤回。页面显示的是当前信息。' },
  notYourOwn: {
    en: 'Another admin must confirm the bank details you proposed: two people change where buyers send their money.',
    zh: '您提议的银行信息须由另一位管理员确认：买家付款账户的变更需要两人共同完成。',
  },
} as const satisfies Record<string, BilingualText>;
