import { DOMAIN_PATTERN, SIGN_ON_LIMITS } from '#contract/limits/sign-on.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { SIGN_ON_MESSAGES } from '../i18n/sign-on-messages.ts';

/** The domain of an address, lower-case ("Ann@Acme.COM" → "acme.com"). */
export function domainOf(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** The console's domains field ("acme.com, acme.co.uk") as a list: lower-case, each once, each a domain name. */
export function parseDomains(text: string): string[] {
  const domains = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s,]+/)
        .filter((part) => part !== ''),
    ),
  ];
  const bad = domains.find((domain) => domain.length > SIGN_ON_LIMITS.domain || !DOMAIN_PATTERN.test(domain));
  if (bad !== undefined) throw new ApiError(CODE.badInput, fillBoth(SIGN_ON_MESSAGES.badDomain, { domain: bad }));
  if (domains.length === 0)
    throw new ApiError(CODE.badInput, fillBoth(SIGN_ON_MESSAGES.badDomain, { domain: text.trim() }));
  if (domains.length > SIGN_ON_LIMITS.domainsMax)
    throw new ApiError(CODE.badInput, fillBoth(SIGN_ON_MESSAGES.tooManyDomains, { n: SIGN_ON_LIMITS.domainsMax }));
  return domains;
}

/** The company whose provider signs in this address, by its domain alone (no account is looked up), or null. */
export async function signOnCompanyOf(db: Db, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('signOnDomains')
    .select('companyId')
    .where('domain', '=', domainOf(email))
    .executeTakeFirst();
  return row?.companyId ?? null;
}
