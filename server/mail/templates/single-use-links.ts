import { fill } from '#contract/i18n/text.ts';
import type { MailTemplate } from '../blocks.ts';

interface LinkTexts {
  subject: string;
  hello: string;
  intro: string;
  action: string;
  ignore: string;
}

interface NamedLink {
  firstName: string;
  token: string;
}

/** A message whose point is one single-use link to a site page (token in the query); only the texts differ. */
function linkMessage<V extends { token: string }>(
  texts: Record<'en' | 'zh-cn', LinkTexts>,
  page: string,
): MailTemplate<V> {
  return (values, { language, link, shop }) => {
    const t = texts[language];
    const path = `${language === 'zh-cn' ? '/zh-cn' : ''}${page}?token=${encodeURIComponent(values.token)}`;
    return {
      subject: fill(t.subject, { shop: shop.name }),
      blocks: [
        { paragraph: fill(t.hello, values) },
        { paragraph: t.intro },
        { action: { label: t.action, href: link(path) } },
        { paragraph: t.ignore },
      ],
    };
  };
}

/** The link to /resetPassword (accounts/password-reset.ts): one use, one hour. */
export const passwordReset = linkMessage<NamedLink>(
  {
    en: {
      subject: 'Reset your password at {shop}',
      hello: 'Hello {firstName},',
      intro: 'Someone (we hope you) asked to reset the password of your account. The link works once, for one hour.',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
    'zh-cn': {
      subject: '重置您在 {shop} 的密码',
      hello: '{firstName}，您好：',
      intro: '有人（希望是您本人）申请重置您账户的密码。此链接仅可使用一次，有效期一小时。',
      action: '设置新密码',
      ignore: '如果这不是您的申请，请忽略此邮件，您的密码不会改变。',
    },
  },
  '/resetPassword',
);

/** The link that verifies a new account's address (accounts/email-links.ts): one use, 24 hours. */
export const verifyEmail = linkMessage<NamedLink>(
  {
    en: {
      subject: 'Confirm your e-mail address at {shop}',
      hello: 'Hello {firstName},',
      intro:
        'Please confirm that this address is yours. Until then you can browse and order as an individual; team invitations and company credit wait for it. The link works once, for 24 hours.',
      action: 'Confirm my e-mail address',
      ignore: 'If you did not open an account with us, ignore this e-mail.',
    },
    'zh-cn': {
      subject: '确认您在 {shop} 的电子邮箱地址',
      hello: '{firstName}，您好：',
      intro:
        '请确认此邮箱地址属于您。确认之前，您可以浏览并以个人身份下单；团队邀请和公司信用额度将在确认后生效。此链接仅可使用一次，有效期 24 小时。',
      action: '确认我的电子邮箱地址',
      ignore: '如果您没有在我们这里开设账户，请忽略此邮件。',
    },
  },
  '/verifyEmail',
);

/** Sent to the new address of an e-mail change: the change takes effect only when it is followed. */
export const changeEmail = linkMessage<NamedLink>(
  {
    en: {
      subject: 'Confirm your new e-mail address at {shop}',
      hello: 'Hello {firstName},',
      intro:
        'You asked to use this address for your account. Your old address keeps working until you follow this link; it works once, for 24 hours.',
      action: 'Use this e-mail address',
      ignore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    },
    'zh-cn': {
      subject: '确认您在 {shop} 的新电子邮箱地址',
      hello: '{firstName}，您好：',
      intro: '您申请将此地址用于您的账户。在您点击此链接之前，原地址仍然有效；此链接仅可使用一次，有效期 24 小时。',
      action: '使用此电子邮箱地址',
      ignore: '如果这不是您的申请，请忽略此邮件，账户不会有任何变化。',
    },
  },
  '/verifyEmail',
);

/** The newsletter's double opt-in (newsletter/confirmation.ts): the address joins the list only through this link; one use, 7 days. */
export const newsletterConfirm = linkMessage<{ token: string }>(
  {
    en: {
      subject: 'Confirm your subscription to the {shop} newsletter',
      hello: 'Hello,',
      intro:
        'Someone (we hope you) asked for this address to receive our newsletter. It is added only when you follow this link; the link works once, for 7 days.',
      action: 'Subscribe to the newsletter',
      ignore: 'If you did not ask for this, ignore this e-mail: you will not hear from us again.',
    },
    'zh-cn': {
      subject: '确认订阅 {shop} 新闻通讯',
      hello: '您好：',
      intro:
        '有人（希望是您本人）申请用此地址接收我们的新闻通讯。只有在您点击此链接后，地址才会被加入；此链接仅可使用一次，有效期 7 天。',
      action: '订阅新闻通讯',
      ignore: '如果这不是您的申请，请忽略此邮件，我们不会再联系您。',
    },
  },
  '/confirmSubscription',
);
