import type { Locale } from '#contract/i18n/locales.ts';

/** Pence to a GBP price in the page's locale: 1234 → "£12.34". */
export function formatPence(pence: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
}
