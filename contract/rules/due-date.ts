/** The calendar day in the UK (YYYY-MM-DD), the day the buyer reads on an invoice (src/lib/payment/dates.ts). */
const UK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

export function ukDay(moment: Date): string {
  return UK_DAY.format(moment);
}

/** An invoice due on a day is paid on time all that day (UK time): it is overdue only from the next day. */
export function isOverdue(dueAt: Date | string | null, now: Date): boolean {
  return dueAt !== null && ukDay(new Date(dueAt)) < ukDay(now);
}
