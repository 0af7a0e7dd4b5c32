import { HTML_LANG, type Locale } from '#contract/i18n/locales.ts';

/** A moment from the API (ISO 8601) as the console shows it: date and time in the page's language and the browser's time zone. */
export function formatWhen(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
