import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { dispatchDay, isShopToday } from '#contract/rules/dispatch-date.ts';
import { formatShortDay } from '#contract/format/dates.ts';

export interface DispatchStrings {
  dispatchToday: string;
  dispatchOn: string;
}

/** "Dispatched today if ordered by 16:00", or "Dispatched on Wed 26 Nov" in the page's language. */
export function dispatchText(
  item: { stock: number; leadTimeDays: number },
  quantity: number,
  locale: Locale,
  strings: DispatchStrings,
  now = new Date(),
): string {
  const day = dispatchDay(item, quantity, now);
  if (isShopToday(day, now)) return strings.dispatchToday;
  return fill(strings.dispatchOn, { date: formatShortDay(day, locale) });
}
