import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals of a new password beyond its length and characters, in both languages. */
export const PASSWORD_MESSAGES = {
  common: {
    en: 'This password is on lists of common or leaked passwords. Please choose another: a few unrelated words make a strong one.',
    zh: '此密码在常见或已泄露密码列表中，请换一个：几个不相关的词组合起来就是强密码。',
  },
} as const satisfies Record<string, BilingualText>;
