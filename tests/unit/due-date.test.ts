import { describe, expect, it } from 'vitest';
import { dueDate, isOverdue } from '#contract/rules/due-date.ts';
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

describe('the due date under payment terms', () => {
  it('is 30 days after the end of the invoice month under eom30', () => {
    expect(ukDay(dueDate(new Date('2026-01-15T10:00:00Z'), 'eom30'))).toBe('2026-03-02');
    expect(ukDay(dueDate(new Date('2026-11-30T09:00:00Z'), 'eom30'))).toBe('2026-12-30');
    // Late on 31 October UTC is still October in London (GMT); 23:30 UTC on 31 July is 1 August (BST).
    expect(ukDay(dueDate(new Date('2026-10-31T23:30:00Z'), 'eom30'))).toBe('2026-11-30');
    expect(ukDay(dueDate(new Date('2026-07-31T23:30:00Z'), 'eom30'))).toBe('2026-09-30');
    expect(ukDay(dueDate(new Date('2028-02-03T12:00:00Z'), 'eom30'))).toBe('2028-03-30');
  });

  it('is 30 days after the invoice under days30', () => {
    const invoiced = new Date('2026-01-15T10:00:00Z');
    expect(dueDate(invoiced, 'days30').toISOString()).toBe('2026-02-14T10:00:00.000Z');
  });

  it('is not overdue on its due day under either terms', () => {
    const invoiced = new Date('2026-01-15T10:00:00Z');
    expect(isOverdue(dueDate(invoiced, 'eom30'), new Date('2026-03-02T23:00:00Z'))).toBe(false);
    expect(isOverdue(dueDate(invoiced, 'eom30'), new Date('2026-03-03T00:00:01Z'))).toBe(true);
  });
});
