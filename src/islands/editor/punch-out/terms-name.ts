import type { Locale } from '#contract/i18n/locales.ts';
import { PAYMENT_TERMS_NAMES } from '#contract/i18n/payment-terms.ts';
import { pick } from '#contract/i18n/text.ts';
import type { PunchOutTerms } from '#contract/limits/punch-out.ts';

/** A connection's terms on account as the console names them: the company's own, or the terms' name. */
export const termsName = (terms: PunchOutTerms, companyTerms: string, locale: Locale): string =>
  terms === 'company' ? companyTerms : pick(PAYMENT_TERMS_NAMES[terms], locale);
