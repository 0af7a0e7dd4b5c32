import { describe, expect, it } from 'vitest';
import { isOverdue } from '#contract/rules/due-date.ts';
import { ukDay } from '#contract/format/dates.ts';

describe('an invoice due date', () => {
  it('is not overdue on the day it is due, only from the next UK day', () => {
    const due = '2026-11-24T10:15:00Z';
    expect(isOverdue(due, new Date('2026-11-24T10:16:00Z'))).toBe(false);
    expect(isOverdue(due, new Date('2026-11-24T23:59:59Z'))).toBe(false);
    expect(isOverdue(due, new Date('2026-11-25T00:00:01Z'))).toBe(true);
  });

  it('counts days in UK time, summer time included', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(ukDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(isOverdue('2026-06-30T23:30:00Z', new Date('2026-07-01T22:59:00Z'))).toBe(false);
    expect(isOverdue('2026-06-30T23:30:00Z', new Date('2026-07-01T23:00:00Z'))).toBe(true);
  });

  it('has nothing overdue without a due date', () => {
    expect(isOverdue(null, new Date())).toBe(false);
  });
});
