import { localePath, type Locale } from '#contract/i18n/locales.ts';

/** /payAssociated?payment=12: the team payment whose status the page shows. */
export const teamPaymentPath = (locale: Locale, paymentId: number): string =>
  localePath(locale, `/payAssociated?payment=${paymentId}`);

/** The payment id in the page's query, or null when there is none (or it is not an id). */
export function paymentIdFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('payment') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
