import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages and labels of the inbox's calls (pri/msg…), in both languages. */
export const INBOX_MESSAGES = {
  noSuchMessage: { en: 'There is no such message.', zh: '没有此消息。' },
} as const satisfies Record<string, BilingualText>;
