import { fill } from '#contract/i18n/text.ts';
import type { MailTemplate } from '../blocks.ts';

const TEXT = {
  en: {
    subject: '{shop}: an invitation to join the company "{company}"',
    body: '{inviter} ({inviterEmail}) invites you to join the company "{company}" as {role}. {shop} sends this message for them; the names are as they gave them. The invitation is open until {expires}.',
    withAccount: 'Log in and open the invitation in My account, Messages, to accept it.',
    withoutAccount:
      'Open an account with this e-mail address and confirm it: the invitation then waits in My account, Messages.',
    openInbox: 'Open my messages',
    register: 'Open an account',
  },
  'zh-cn': {
    subject: '{shop}：邀请您加入公司“{company}”',
    body: '{inviter}（{inviterEmail}）邀请您以{role}身份加入公司“{company}”。{shop} 代其发送此邮件，名称均由对方填写。邀请有效期至 {expires}。',
    withAccount: '请登录，并在“我的账户 - 消息”中打开邀请以接受。',
    withoutAccount: '请使用此电子邮箱地址注册账户并确认地址，邀请随后会出现在“我的账户 - 消息”中。',
    openInbox: '打开我的消息',
    register: '注册账户',
  },
};

/** A team invitation, in the inviter's language: it works for an address with no account yet. */
export const teamInvitation: MailTemplate<{
  inviter: string;
  inviterEmail: string;
  company: string;
  role: { en: string; zh: string };
  expires: { en: string; zh: string };
  hasAccount: boolean;
}> = (values, { language, link, shop }) => {
  const t = TEXT[language];
  const zh = language === 'zh-cn';
  const filled = {
    inviter: values.inviter,
    inviterEmail: values.inviterEmail,
    company: values.company,
    shop: shop.name,
    role: zh ? values.role.zh : values.role.en,
    expires: zh ? values.expires.zh : values.expires.en,
  };
  const prefix = zh ? '/zh-cn' : '';
  return {
    subject: fill(t.subject, filled),
    blocks: [
      { paragraph: fill(t.body, filled) },
      { paragraph: values.hasAccount ? t.withAccount : t.withoutAccount },
      {
        action: values.hasAccount
          ? { label: t.openInbox, href: link(`${prefix}/acMsg`) }
          : { label: t.register, href: link(`${prefix}/register`) },
      },
    ],
  };
};
