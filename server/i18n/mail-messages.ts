import type { BilingualText } from '#contract/i18n/text.ts';

/** Answers of the calls around e-mailed links: password reset, address verification and change. */
export const MAIL_MESSAGES = {
  resetRequested: {
    en: 'If an account uses {email}, we have sent it a link to choose a new password. The link works once, for one hour.',
    zh: '如果 {email} 已注册账户，我们已向其发送设置新密码的链接。此链接仅可使用一次，有效期一小时。',
  },
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
  passwordReset: {
    en: 'Your password has been changed. Every other session was signed out, and you are now logged in.',
    zh: '您的密码已更改，其他所有登录会话均已退出，您现已登录。',
  },
  emailVerified: { en: 'Thank you: your e-mail address {email} is confirmed.', zh: '谢谢！您的电子邮箱地址 {email} 已确认。' },
  emailChanged: { en: 'Your account now uses the e-mail address {email}.', zh: '您的账户现在使用电子邮箱地址 {email}。' },
  verificationSent: {
    en: 'We have sent a confirmation link to {email}. It works once, for 24 hours.',
    zh: '我们已向 {email} 发送确认链接。此链接仅可使用一次，有效期 24 小时。',
  },
  alreadyVerified: { en: 'Your e-mail address is already confirmed.', zh: '您的电子邮箱地址已确认。' },
  emailInUse: { en: 'Another account already uses this e-mail address.', zh: '此电子邮箱地址已被其他账户使用。' },
} as const satisfies Record<string, BilingualText>;
