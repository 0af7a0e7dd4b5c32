import { stripLocale } from '#contract/i18n/locales.ts';

/** The largest id the database hands out (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * The id in a client shell's address: /Pay/123, /zh-cn/acOrderdetails/123 and /acMsg/123/code → 123.
 * Null when the segment is missing or is not an id, so the page can say there is no such record without a call.
 */
export function idFromShellPath(pathname: string): number | null {
  const [, segment] = stripLocale(pathname).split('/').filter(Boolean);
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}
