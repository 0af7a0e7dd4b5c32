import { ukDay } from '../format/dates.ts';

/** An invoice due on a day is paid on time all that day (UK time): it is overdue only from the next day. */
export function isOverdue(dueAt: Date | string | null, now: Date): boolean {
  return dueAt !== null && ukDay(new Date(dueAt)) < ukDay(now);
}
