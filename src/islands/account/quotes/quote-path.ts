import { localePath, type Locale } from '#contract/i18n/locales.ts';

/** A quote's page in the account area. */
export const quoteDetailsPath = (locale: Locale, id: number): string => localePath(locale, `/acQuotedetails/${id}`);
