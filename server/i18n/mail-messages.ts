import type { BilingualText } from '#contract/i18n/text.ts';

/** Answers of the calls around e-mailed links: password reset, address verification and change. */
export const MAIL_MESSAGES = {
  tooManyLinkRequests: {
    en: 'Too many requests for this e-mail address or from your network. Please try again in {minutes} minutes.',
    zh: '此电子邮箱地址或您所在网络的请求次数过多，请在{minutes}分钟后重试。',
  },
  linkWrong: {
    en: 'This link is not valid. Please ask for a new one.',
    zh: '此链接无效，请重新申请。',
  },
  linkUsed: {
    en: 'This link has already been used. Please ask for a new one.',
    zh: '此链接已被使用，请重新申请。',
  },
  linkExpired: {
    en: 'This link has expired. Please ask for a new one.',
    zh: '此链接已过期，请重新申请。',
  },
  verificationSent: {
    en: 'We have sent a confirmation link to {email}. It works once, for 24 hours.',
    zh: '我们已向 {email} 发送确认链接。此链接仅可使用一次，有效期 24 小时。',
  },
  verifyFirst: {
    en: 'Please confirm your e-mail address first: follow the link we sent to it (My account can send it again).',
    zh: '请先确认您的电子邮箱地址：点击我们发送给您的链接（可在“我的账户”中重新发送）。',
  },
  alreadyVerified: { en: 'Your e-mail address is already confirmed.', zh: '您的电子邮箱地址已确认。' },
} as const satisfies Record<string, BilingualText>;
