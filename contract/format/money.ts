import { HTML_LANG, type Locale } from '#contract/i18n/locales.ts';

/**
 * Money, in one place: the shop keeps pence (whole numbers) everywhere and turns them into pounds
 * only here, for people (formatPence), for machines (penceAsDecimal) and for form fields
 * (penceForField, and back with penceFromPounds).
 *
 * People's amounts are written by arithmetic, not Intl.NumberFormat: a tab's first use of Intl starts
 * ICU (16 to 23 ms on this machine, four times that on a Lighthouse phone), and the product page's
 * buy box and variant table write prices as they wake. The shop's one currency and its two languages
 * write amounts the same way ("£1,234.50", "-£0.05"); tests/unit/format-money.test.ts checks every
 * form against Intl in both.
 */

/** 1234567 → "1,234,567": thousands grouped with commas, as en-GB and zh-CN both write them. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * 1234 → "£12.34" as the locale writes it. Both of today's languages write it the same; the locale
 * stays in the signature for one that does not (German puts the sign after: "12,34 £"), and the
 * test against Intl fails for any locale added that writes it otherwise.
 */
export function formatPence(pence: number, _locale: Locale = 'en'): string {
  const whole = Math.round(Math.abs(pence));
  const pounds = groupThousands(Math.floor(whole / 100));
  const sign = pence < 0 && whole > 0 ? '-' : '';
  return `${sign}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
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

/**
 * An amount typed in pounds ("500", " £1,250.5 ", "0.99") → pence: null for an empty field,
 * undefined when it is not whole pence of at most seven digits of pounds, or is over maxPence.
 */
export function penceFromPounds(typed: string, maxPence = Number.MAX_SAFE_INTEGER): number | null | undefined {
  const plain = typed.trim().replace(/^£/, '').trim();
  if (plain === '') return null;
  // Commas only between thousands: "12,50" is someone's decimal comma, not £1,250.
  const match = /^(\d{1,7}|\d{1,3},\d{3}|\d,\d{3},\d{3})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const pence = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence <= maxPence ? pence : undefined;
}

/** A number as the locale writes it: 12500 → "12,500". */
export function formatCount(count: number, locale: Locale = 'en'): string {
  return count.toLocaleString(HTML_LANG[locale]);
}
