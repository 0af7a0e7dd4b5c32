import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { dispatchDay, isShopToday } from '#contract/rules/dispatch-date.ts';

export interface DispatchStrings {
  dispatchToday: string;
  dispatchOn: string;
}

/** "Dispatched today if ordered by 16:00", or "Dispatched on Wed 26 Nov" in the page's language. */
export function dispatchText(item: { stock: number; leadTimeDays: number }, quantity: number, locale: Locale, strings: DispatchStrings, now = new Date()): string {
  const day = dispatchDay(item, quantity, now);
  if (isShopToday(day, now)) return strings.dispatchToday;
  const date = new Intl.DateTimeFormat(locale === 'zh-cn' ? 'zh-CN' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${day}T12:00:00Z`));
  return fill(strings.dispatchOn, { date });
}
