/**
 * When a part leaves the warehouse, as the "Next-day delivery" service promises
 * (server/seed/content/services.ts): stock ordered by 16:00 UK time on a working day goes the same
 * day, later orders the next working day; parts not in stock leave their lead time in working days
 * after that. Working days are Monday to Friday (bank holidays are not known to the shop).
 */
import { SHOP_TIME_ZONE } from '../format/dates.ts';

export const DISPATCH_CUT_OFF_HOUR = 16;

/** A calendar day, as an ISO date (2026-11-24), in the shop's time zone. */
export type IsoDay = string;

interface LondonClock {
  day: IsoDay;
  hour: number;
}

function londonClock(now: Date): LondonClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Days are counted at noon UTC, so adding days never crosses a daylight-saving edge into the wrong date. */
const noonOf = (day: IsoDay) => new Date(`${day}T12:00:00Z`);
const isWorkingDay = (day: IsoDay) => ![0, 6].includes(noonOf(day).getUTCDay());

function nextDay(day: IsoDay): IsoDay {
  const date = noonOf(day);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The day `count` working days after `day` (the day itself when count is 0). */
export function addWorkingDays(day: IsoDay, count: number): IsoDay {
  let result = day;
  for (let added = 0; added < count;) {
    result = nextDay(result);
    if (isWorkingDay(result)) added++;
  }
  return result;
}

/** The first day an order placed now can leave: today before the cut-off on a working day, else the next working day. */
export function firstDispatchDay(now: Date): IsoDay {
  const { day, hour } = londonClock(now);
  if (isWorkingDay(day) && hour < DISPATCH_CUT_OFF_HOUR) return day;
  return addWorkingDays(day, 1);
}

/**
 * The day the whole quantity leaves: from stock on the first dispatch day, otherwise (or when the
 * quantity is more than the stock) the lead time in working days after it.
 */
export function dispatchDay(item: { stock: number; leadTimeDays: number }, quantity: number, now: Date): IsoDay {
  const first = firstDispatchDay(now);
  return quantity <= item.stock ? first : addWorkingDays(first, item.leadTimeDays);
}

/** Whether the day is the shop's today (so a page can say "today" rather than the date). */
export const isShopToday = (day: IsoDay, now: Date): boolean => londonClock(now).day === day;
