import * as T from 'typebox';
import { defineCall, noAnswer } from '../call.ts';
import { fields, idField, text, yesNo } from '../fields.ts';
import { DOMAINS_PATTERN, ISSUER_PATTERN, SIGN_ON_LIMITS, SIGN_ON_PATTERN_MESSAGES } from '../limits/sign-on.ts';
import { LoginAnswer, loginEmail } from './login.ts';

/**
 * Single sign-on through a company's OpenID Connect provider (docs/security.md). The sign-in dialog
 * asks whether an address's domain signs on elsewhere; the browser then follows two redirects (start,
 * and the provider's return), which are not JSON calls; the page it lands on takes the session with
 * the one-use code in its fragment. Administrators set up each company's provider.
 */

export const signOnCheck = defineCall({
  path: 'unpri/signOnCheck',
  caller: 'anyone',
  tag: 'account',
  summary:
    "Whether the address's domain signs in through its company's provider (said of the domain alone: no account is looked up)",
  body: fields({ email: loginEmail }),
  answer: T.Object({ signOn: T.Boolean() }),
});

export const signOnFinish = defineCall({
  path: 'unpri/signOnFinish',
  caller: 'anyone',
  tag: 'account',
  summary:
    "Takes the session of a sign-in the company's provider confirmed, with the one-use code the return page was given (2 minutes)",
  body: fields({
    code: text({ label: { en: 'sign-in code', zh: '登录代码' }, required: true, max: SIGN_ON_LIMITS.handoffCode }),
  }),
  answer: LoginAnswer,
});

/** The query of the start redirect (GET /api/unpri/signOnStart), which sends the browser to the provider. */
export const SIGN_ON_START = {
  path: 'unpri/signOnStart',
  query: fields({
    email: loginEmail,
    /** Where to land afterwards: a path of this site (/zh-cn/basket); anything else lands on the account page. */
    returnTo: text({ label: { en: 'return address', zh: '返回地址' }, max: SIGN_ON_LIMITS.returnPath }),
    remember: yesNo({ label: { en: 'remember me', zh: '记住我' } }),
  }),
} as const;
export type SignOnStartQuery = T.Static<typeof SIGN_ON_START.query>;

/** The provider's return (GET /api/unpri/signOnReturn): its query is the provider's, read by openid-client. */
export const SIGN_ON_RETURN = { path: 'unpri/signOnReturn' } as const;

/** A company's provider as the console shows it: the secret is never answered, only whether one is kept. */
export const CompanySignOn = T.Object({
  companyId: T.Integer(),
  configured: T.Boolean(),
  issuer: T.String(),
  clientId: T.String(),
  hasSecret: T.Boolean(),
  domains: T.Array(T.String()),
});
export type CompanySignOn = T.Static<typeof CompanySignOn>;

const companyId = { id: idField({ en: 'company', zh: '公司' }) };

export const companySignOnGet = defineCall({
  path: 'staff/companySignOnGet',
  caller: 'admin',
  tag: 'staff',
  summary: "A company's single sign-on provider and domains (never its secret)",
  body: fields(companyId),
  answer: CompanySignOn,
});

export const signOnFields = {
  issuer: text({
    label: { en: 'issuer', zh: '签发方' },
    required: true,
    max: SIGN_ON_LIMITS.issuer,
    pattern: ISSUER_PATTERN,
    patternMessage: SIGN_ON_PATTERN_MESSAGES.issuer,
  }),
  clientId: text({ label: { en: 'client id', zh: '客户端 ID' }, required: true, max: SIGN_ON_LIMITS.clientId }),
  /** Required the first time; left out, the kept secret stays. */
  clientSecret: text({
    label: { en: 'client secret', zh: '客户端密钥' },
    max: SIGN_ON_LIMITS.clientSecret,
    keepSpaces: true,
  }),
  domains: text({
    label: { en: 'e-mail domains', zh: '电子邮箱域名' },
    required: true,
    max: SIGN_ON_LIMITS.domains,
    pattern: DOMAINS_PATTERN,
    patternMessage: SIGN_ON_PATTERN_MESSAGES.domains,
  }),
};

export const companySignOnSave = defineCall({
  path: 'staff/companySignOnSave',
  caller: 'admin',
  tag: 'staff',
  summary:
    "Set a company's provider and the e-mail domains it owns (409 for a domain another company owns); audited. Password sign-in ends for those domains",
  body: fields({ ...companyId, ...signOnFields }),
  answer: CompanySignOn,
});
export type CompanySignOnSaveRequest = T.Static<typeof companySignOnSave.body>;

export const companySignOnRemove = defineCall({
  path: 'staff/companySignOnRemove',
  caller: 'admin',
  tag: 'staff',
  summary: "Remove a company's single sign-on (its members then sign in with passwords, reset by e-mail); audited",
  body: fields(companyId),
  answer: noAnswer,
});
