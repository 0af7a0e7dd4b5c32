import { ukDay } from '../format/dates.ts';

/** An invoice due on a day is paid on time all that day (UK time): it is overdue only from the next day. */
export function isOverdue(dueAt: Date | string | null, now: Date): boolean {
  return dueAt !== null && ukDay(new Date(dueAt)) < ukDay(now);
}

/**
 * A company's payment terms on account: `eom30` (30 days after the end of the invoice's month, the UK
 * trade norm) or `days30` (30 days after the invoice).
 */
export const PAYMENT_TERMS = ['eom30', 'days30'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

const TERM_DAYS = 30;
const DAY_MS = 86_400_000;

/** When an invoice of this moment is due under the terms; eom30 counts from the last day of its UK month. */
export function dueDate(invoicedAt: Date, terms: PaymentTerms): Date {
  if (terms === 'days30') return new Date(invoicedAt.getTime() + TERM_DAYS * DAY_MS);
  const [year, month] = ukDay(invoicedAt).split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last of this one; noon UTC falls on the same UK day all year.
  return new Date(Date.UTC(year, month, 0, 12) + TERM_DAYS * DAY_MS);
}
