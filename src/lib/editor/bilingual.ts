import type { Locale } from '#contract/i18n/locales.ts';

/** An editor record's field in the page's language: editor records name both, `titleEn` and `titleZh`. */
export function inLocale<K extends string>(record: Record<`${K}En` | `${K}Zh`, string>, key: K, locale: Locale): string {
  return locale === 'zh-cn' ? record[`${key}Zh`] : record[`${key}En`];
}
