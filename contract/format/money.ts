import { HTML_LANG, type Locale } from '#contract/i18n/locales.ts';

/**
 * Money, in one place: the shop keeps pence (whole numbers) everywhere and turns them into pounds
 * only here, for people (formatPence), for machines (penceAsDecimal) and for form fields
 * (penceForField).
 */
const CURRENCY = new Map(
  Object.entries(HTML_LANG).map(([locale, lang]) => [locale, new Intl.NumberFormat(lang, { style: 'currency', currency: 'GBP' })]),
);

/** 1234 → "£12.34" as the locale writes it. */
export function formatPence(pence: number, locale: Locale = 'en'): string {
  return CURRENCY.get(locale)!.format(pence / 100);
}

/** 1234 → "12.34": CSV exports, structured data, payment providers. */
export function penceAsDecimal(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** What an amount field shows: "500" for whole pounds, "499.99" otherwise, "" for none. */
export function penceForField(pence: number | null): string {
  if (pence === null) return '';
  return pence % 100 === 0 ? String(pence / 100) : penceAsDecimal(pence);
}

/** A whole number as the locale writes it: 12500 → "12,500". */
export function formatCount(count: number, locale: Locale = 'en'): string {
  return count.toLocaleString(HTML_LANG[locale]);
}
