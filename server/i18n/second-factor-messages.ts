import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals and answers about second factors (authenticator app, recovery codes, passkeys), in both languages. */
export const SECOND_FACTOR_MESSAGES = {
  wrongCode: {
    en: 'That code is not right, or it has been used already. Enter the newest code from your authenticator app, or a recovery code.',
    zh: '验证码不正确或已被使用。请输入身份验证器应用中的最新验证码，或一个恢复码。',
  },
  signInExpired: {
    en: 'This sign-in has timed out. Please enter your email and password again.',
    zh: '本次登录已超时，请重新输入电子邮箱和密码。',
  },
  staffNeedsSecondFactor: {
    en: 'The console needs a second factor: sign in with your authenticator app or passkey, or set one up under Security in your account.',
    zh: '控制台需要第二重验证：请使用身份验证器应用或通行密钥登录，或在账户的“安全”中设置一项。',
  },
  companyNeedsSecondFactor: {
    en: 'Your company requires a second factor: set up an authenticator app or a passkey under Security in your account.',
    zh: '您的公司要求第二重验证：请在账户的“安全”中设置身份验证器应用或通行密钥。',
  },
  totpAlreadySet: {
    en: 'An authenticator app is already set up: remove it first to set up another.',
    zh: '已设置身份验证器应用：请先将其移除，再设置新的。',
  },
  totpNotStarted: {
    en: 'Start the setup again: no authenticator app is waiting to be confirmed.',
    zh: '请重新开始设置：没有待确认的身份验证器应用。',
  },
  noSecretsKey: {
    en: 'The server has no SECRETS_KEY set, so an authenticator app cannot be kept safely: add a passkey instead (docs/security.md).',
    zh: '服务器未设置 SECRETS_KEY，无法安全保存身份验证器应用：请改为添加通行密钥（见 docs/security.md）。',
  },
  totpUnreadable: {
    en: "Authenticator codes cannot be checked: the server's SECRETS_KEY is not the key they were set up with. Sign in with a passkey or a recovery code, or ask an administrator.",
    zh: '暂时无法核对身份验证器验证码：服务器的 SECRETS_KEY 与设置时所用的密钥不同。请使用通行密钥或恢复码登录，或联系管理员。',
  },
  totpNotSet: { en: 'No authenticator app is set up.', zh: '尚未设置身份验证器应用。' },
  totpSet: {
    en: 'Your authenticator app is set up. Keep the recovery codes somewhere safe.',
    zh: '身份验证器应用已设置。请妥善保管恢复码。',
  },
  totpRemoved: { en: 'The authenticator app has been removed.', zh: '身份验证器应用已移除。' },
  passkeyFailed: {
    en: 'The passkey could not be checked (it answered another challenge, another site, or too late). Please try again.',
    zh: '无法验证通行密钥（应答了其他质询、其他网站，或已超时）。请重试。',
  },
  unknownPasskey: {
    en: 'This passkey is not registered with any account here.',
    zh: '此通行密钥未在本站任何账户中注册。',
  },
  passkeyAdded: { en: 'Your passkey has been added.', zh: '通行密钥已添加。' },
  passkeyRemoved: { en: 'The passkey has been removed.', zh: '通行密钥已移除。' },
  noSuchPasskey: { en: 'There is no such passkey on your account.', zh: '您的账户中没有此通行密钥。' },
  noSuchMember: { en: 'There is no such member of your company.', zh: '您的公司没有此成员。' },
  noSuchAccount: { en: 'There is no such account.', zh: '没有此账户。' },
  secondFactorReset: {
    en: 'Their second factors have been removed and they have been e-mailed.',
    zh: '其第二重验证已移除，并已发送邮件通知。',
  },
  ownFirst: {
    en: 'Set up a second factor of your own first (under Security in your account), and sign in with it.',
    zh: '请先为自己设置第二重验证（在账户的“安全”中），并用它登录。',
  },
  ruleChanged: { en: 'The rule for second factors has been saved.', zh: '第二重验证规则已保存。' },
} as const satisfies Record<string, BilingualText>;
