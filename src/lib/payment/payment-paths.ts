import { localePath, stripLocale, type Locale } from '../../i18n/locales.ts';

/** The largest id the database hands out (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * The order id in a payment page's address: /Pay/123 and /zh-cn/payStatus/123 → 123. Null when the
 * segment is missing or is not an id, so the page can say there is no such order without a call.
 */
export function orderIdFromPath(pathname: string): number | null {
  const [, segment] = stripLocale(pathname).split('/').filter(Boolean);
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

export const payPath = (locale: Locale, id: number): string => localePath(locale, `/Pay/${id}`);

export const payStatusPath = (locale: Locale, id: number): string => localePath(locale, `/payStatus/${id}`);
