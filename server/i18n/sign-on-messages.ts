import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages of single sign-on's calls (docs/security.md), in both languages; placeholders are filled with fill(). */
export const SIGN_ON_MESSAGES = {
  useCompanySignOn: {
    en: "Your company signs you in through its own sign-on: choose 'Continue with company sign-on'.",
    zh: '贵公司通过其自己的单点登录为您登录：请选择“通过公司单点登录继续”。',
  },
  notSignOnDomain: {
    en: 'This email address does not sign in through a company sign-on.',
    zh: '此电子邮箱地址不通过公司单点登录。',
  },
  codeInvalid: {
    en: 'This sign-in has expired or was already used. Please sign in again.',
    zh: '此次登录已过期或已被使用，请重新登录。',
  },
  noSuchCompany: { en: 'There is no such company.', zh: '没有此公司。' },
  badDomain: { en: '"{domain}" is not a domain name such as acme.com.', zh: '“{domain}”不是域名（例如 acme.com）。' },
  tooManyDomains: { en: 'At most {n} domains per company.', zh: '每家公司最多 {n} 个域名。' },
  domainTaken: {
    en: 'The domain {domain} already signs on through another company.',
    zh: '域名 {domain} 已属于另一家公司的单点登录。',
  },
  secretRequired: { en: 'Please enter the client secret', zh: '请输入客户端密钥' },
  noSealingKey: {
    en: 'The server has no SECRETS_KEY set, so a client secret cannot be kept safely (docs/security.md).',
    zh: '服务器未设置 SECRETS_KEY，无法安全保存客户端密钥（见 docs/security.md）。',
  },
  saved: { en: 'Single sign-on saved.', zh: '单点登录已保存。' },
  removed: {
    en: 'Single sign-on removed: its members sign in with passwords again.',
    zh: '单点登录已移除：其成员恢复使用密码登录。',
  },
} as const satisfies Record<string, BilingualText>;
