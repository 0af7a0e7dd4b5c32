import type * as T from 'typebox';
import { text, type Field } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { DAY_PATTERN } from '../limits/orders.ts';

export const NOT_A_DAY: BilingualText = {
  en: 'Enter a date as YYYY-MM-DD, such as 2026-11-22.',
  zh: '请按 YYYY-MM-DD 格式输入日期，例如 2026-11-22。',
};

/** A calendar day field (YYYY-MM-DD), as a date input sends it. */
export function dayField<R extends boolean = false>(label: BilingualText, required?: R): Field<T.TString, R> {
  return text({ label, required, max: 10, pattern: DAY_PATTERN, patternMessage: NOT_A_DAY });
}

/** The pattern lets 2026-02-31 through; the calendar does not. */
export const isCalendarDay = (value: string) => new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The calendar day `days` after (or before, if negative) a day: '2026-11-29' + 30 → '2026-12-29'. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
