import { HTML_LANG, type Locale } from '#contract/i18n/locales.ts';

/**
 * An ISO date as the buyer reads it: "1 December 2026", "2026年12月1日". UK time, so a due date is
 * the same day wherever the buyer is.
 */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(iso));
}
