import type { MailTemplate } from '../blocks.ts';
import { accountNotice } from './account-notice.ts';

const TEXT = {
  en: {
    subject: 'Your password at {shop} was changed',
    hello: 'Hello {firstName},',
    body: 'The password of your account was changed on {when}, and every other session was signed out.',
    notYou: 'If this was not you, reset your password now and tell us at {email}.',
    action: 'Reset my password',
  },
  'zh-cn': {
    subject: '您在 {shop} 的密码已更改',
    hello: '{firstName}，您好：',
    body: '您账户的密码已于 {when} 更改，其他所有登录会话均已退出。',
    notYou: '如果这不是您本人的操作，请立即重置密码，并通过 {email} 告知我们。',
    action: '重置我的密码',
  },
};

/** Sent to the account's address after a change or a reset, so a stolen session cannot change it unseen. */
export const passwordChanged: MailTemplate<{ firstName: string; when: string }> = (values, { language, link, shop }) =>
  accountNotice(TEXT[language], values, shop, link(language === 'zh-cn' ? '/zh-cn/resetPassword' : '/resetPassword'));
