import type { MailTemplate } from '../blocks.ts';
import { accountNotice } from './account-notice.ts';

const TEXT = {
  en: {
    subject: 'The second factor of your account at {shop} was reset',
    hello: 'Hello {firstName},',
    body: 'On {when} {by} removed the authenticator app, recovery codes and passkeys of your account, as asked when a second factor is lost. Your password signs you in now: set up a new second factor under Security in your account.',
    notYou: 'If you did not ask for this, tell us at {email} at once.',
    action: 'Set up a second factor',
  },
  'zh-cn': {
    subject: '您在 {shop} 的账户第二重验证已重置',
    hello: '{firstName}，您好：',
    body: '{by} 已于 {when} 按遗失第二重验证的申请，移除了您账户的身份验证器应用、恢复码和通行密钥。现在用密码即可登录：请在账户的“安全”中设置新的第二重验证。',
    notYou: '如果您没有提出此申请，请立即通过 {email} 告知我们。',
    action: '设置第二重验证',
  },
};

/** Sent to the account when an administrator resets its lost second factor, so the reset is never unseen. */
export const secondFactorReset: MailTemplate<{ firstName: string; when: string; by: string }> = (
  values,
  { language, link, shop },
) =>
  accountNotice(
    TEXT[language],
    values,
    shop,
    link(language === 'zh-cn' ? '/zh-cn/acInformation#section5' : '/acInformation#section5'),
  );
