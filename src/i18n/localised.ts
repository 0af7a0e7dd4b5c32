import type { Locale } from '#contract/i18n/locales.ts';

/** A bilingual API record's field in a locale: `name` in English, `nameZh` in Chinese. */
export function localised<K extends string>(record: Record<K | `${K}Zh`, string>, key: K, locale: Locale): string {
  return locale === 'zh-cn' ? record[`${key}Zh`] : record[key];
}
