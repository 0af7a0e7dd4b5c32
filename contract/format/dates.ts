import { HTML_LANG, type Locale } from '#contract/i18n/locales.ts';
import type { BilingualText } from '#contract/i18n/text.ts';

/**
 * Dates, in one place. The shop's days are UK days (Europe/London), so a due date or a dispatch
 * day reads the same wherever the buyer or the server is; the console shows moments in the
 * reader's own time zone when it knows it.
 */
export const SHOP_TIME_ZONE = 'Europe/London';

type When = Date | string;
const asDate = (when: When) => (typeof when === 'string' ? new Date(when) : when);

/** "1 December 2026", "2026年12月1日". */
export function formatDate(when: When, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(
    asDate(when),
  );
}

/**
 * "1 Dec 2026, 14:05": a moment in the given time zone, or the reader's own when none is given
 * (islands drawn only in the browser); anything also drawn at build time passes SHOP_TIME_ZONE.
 */
export function formatDateTime(when: When, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    asDate(when),
  );
}

/** "1 December 2026 at 14:05": a moment written out in full, for e-mails. */
export function formatDateTimeLong(when: When, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(asDate(when));
}

/** A calendar day (YYYY-MM-DD) as a short label: "Wed 26 Nov", "11月26日周三". */
export function formatShortDay(day: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The calendar day in the UK (YYYY-MM-DD) of a moment. Its format is made at the first call, not as the page's code loads (ICU, contract/format/money.ts). */
let ukDayFormat: Intl.DateTimeFormat | undefined;
export function ukDay(moment: When = new Date()): string {
  ukDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return ukDayFormat.format(asDate(moment));
}

/** The same date in each of the shop's languages, for texts stored in both (messages, e-mails). */
export function formatDateInEachLocale(when: When): BilingualText {
  return { en: formatDate(when, 'en'), zh: formatDate(when, 'zh-cn') };
}
