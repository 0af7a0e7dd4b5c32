import type { MailTemplate } from '../blocks.ts';
import { accountNotice } from './account-notice.ts';

const TEXT = {
  en: {
    subject: 'The e-mail address of your account at {shop} was changed',
    hello: 'Hello {firstName},',
    body: 'On {when} the e-mail address of your account was changed from this address to {newEmail}, and every other session was signed out. This address no longer logs in.',
    notYou:
      'If this was not you, someone may know your password: contact us at {email} at once, and we will give the account back to this address and help you choose a new password.',
    action: 'Contact us',
  },
  'zh-cn': {
    subject: '您在 {shop} 的账户邮箱地址已更改',
    hello: '{firstName}，您好：',
    body: '您账户的电子邮箱地址已于 {when} 由本地址改为 {newEmail}，其他所有登录会话均已退出。本地址已不能再用于登录。',
    notYou:
      '如果这不是您本人的操作，说明他人可能知道您的密码：请立即通过 {email} 联系我们，我们会将账户恢复到本地址，并协助您设置新密码。',
    action: '联系我们',
  },
};

/** Sent to the old address once a new one is proved, so an account cannot be moved away from its owner unseen. */
export const emailChanged: MailTemplate<{ firstName: string; newEmail: string; when: string }> = (
  values,
  { language, link, shop },
) => accountNotice(TEXT[language], values, shop, link(language === 'zh-cn' ? '/zh-cn/Contact' : '/Contact'));
