import type { BilingualText } from '../i18n/text.ts';

/** Limits of single sign-on's fields (our own), and the patterns the API and the console's form share. */
export const SIGN_ON_LIMITS = {
  issuer: 300,
  clientId: 200,
  clientSecret: 500,
  /** The domains field: names separated by commas or spaces. */
  domains: 1000,
  domainsMax: 20,
  domain: 200,
  /** A return path after sign-in (same-origin paths only). */
  returnPath: 500,
  /** The one-use code the return page exchanges for a session. */
  handoffCode: 100,
} as const;

/**
 * An issuer is an https address; plain http only on this machine's loopback (a provider under test),
 * since the ID token's keys and the client secret travel to it.
 */
export const ISSUER_PATTERN =
  /^(https:\/\/[^\s"<>?#]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?(\/[^\s"<>?#]*)?)$/;

/** One domain name: labels of letters, digits and hyphens with at least one dot (acme.co.uk). */
export const DOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** Domains separated by commas or spaces; each checked by DOMAIN_PATTERN (server/sign-on/domains.ts). */
export const DOMAINS_PATTERN = /^[A-Za-z0-9.,\s-]+$/;

export const SIGN_ON_PATTERN_MESSAGES = {
  issuer: {
    en: 'Enter the issuer as an https address, such as https://login.example.com',
    zh: '请以 https 地址填写签发方，例如 https://login.example.com',
  },
  domains: {
    en: 'Enter domains such as acme.com, separated by commas',
    zh: '请填写域名，例如 acme.com，多个域名用逗号分隔',
  },
} as const satisfies Record<string, BilingualText>;

/**
 * Why a sign-in through a company's provider ended without a session: the return page is sent to
 * with #signOnError=<reason> and the sign-in dialog says it (src/i18n/en/sign-on.ts, src/i18n/zh-cn/sign-on.ts).
 */
export const SIGN_ON_FAILURES = [
  'unavailable',
  'refused',
  'expired',
  'used',
  'notMember',
  'tooMany',
  'disabled',
] as const;
export type SignOnFailure = (typeof SIGN_ON_FAILURES)[number];
