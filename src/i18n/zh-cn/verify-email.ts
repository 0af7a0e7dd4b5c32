import type { verifyEmail as en } from '../en/verify-email.ts';

export const verifyEmail: typeof en = {
  checking: '正在确认您的电子邮箱地址…',
  confirmed: '谢谢！您的电子邮箱地址 {email} 已确认。团队邀请和公司信用额度现已适用于您的账户。',
  changed: '您的账户现在使用电子邮箱地址 {email}，今后请用它登录。',
  failed: '此链接无法使用。请登录后在下方重新申请。',
  noLink: '请通过我们邮件中的链接打开此页面。登录后，您可以重新申请链接。',
  resend: '重新发送链接',
  resending: '正在发送…',
  resent: '我们已向 {email} 发送新链接。此链接仅可使用一次，有效期 24 小时。',
  account: '前往我的账户',
};
