import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages and labels of the inbox's calls (pri/msg…), in both languages. */
export const INBOX_MESSAGES = {
  noSuchMessage: { en: 'There is no such message.', zh: '没有此消息。' },
} as const satisfies Record<string, BilingualText>;

export const INBOX_LABELS = {
  kind: { en: 'message type', zh: '消息类型' },
  unreadOnly: { en: 'unread only', zh: '仅未读' },
  messageId: { en: 'message id', zh: '消息编号' },
  messageIds: { en: 'message ids', zh: '消息编号' },
} as const satisfies Record<string, BilingualText>;
