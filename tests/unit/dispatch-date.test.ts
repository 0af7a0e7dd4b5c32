import { describe, expect, it } from 'vitest';
import { dispatchDay, firstDispatchDay, isShopToday } from '#contract/rules/dispatch-date.ts';

// 2026-11-24 is a Tuesday; 2026-11-27 a Friday. In November London is on UTC; in July on UTC+1.
const at = (iso: string) => new Date(iso);

describe('firstDispatchDay', () => {
  it('is today before 16:00 on a working day, else the next working day', () => {
    expect(firstDispatchDay(at('2026-11-24T15:59:00Z'))).toBe('2026-11-24');
    expect(firstDispatchDay(at('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(firstDispatchDay(at('2026-11-27T17:00:00Z'))).toBe('2026-11-30');
    expect(firstDispatchDay(at('2026-11-28T09:00:00Z'))).toBe('2026-11-30');
  });

  it('keeps UK time in summer: 15:30 UTC is already 16:30 in London', () => {
    expect(firstDispatchDay(at('2026-07-14T14:30:00Z'))).toBe('2026-07-14');
    expect(firstDispatchDay(at('2026-07-14T15:30:00Z'))).toBe('2026-07-15');
  });
});

describe('dispatchDay', () => {
  const part = { stock: 5, leadTimeDays: 3 };

  it('sends stock on the first dispatch day', () => {
    expect(dispatchDay(part, 5, at('2026-11-24T10:00:00Z'))).toBe('2026-11-24');
  });

  it('counts the lead time in working days after it when the stock is not enough', () => {
    expect(dispatchDay(part, 6, at('2026-11-24T10:00:00Z'))).toBe('2026-11-27');
    // Friday afternoon: first dispatch Monday 30, then three working days.
    expect(dispatchDay(part, 6, at('2026-11-27T16:30:00Z'))).toBe('2026-12-03');
    expect(dispatchDay({ stock: 0, leadTimeDays: 1 }, 1, at('2026-11-27T10:00:00Z'))).toBe('2026-11-30');
  });
});

describe('isShopToday', () => {
  it("compares with London's date, not UTC's", () => {
    expect(isShopToday('2026-07-15', at('2026-07-14T23:30:00Z'))).toBe(true);
    expect(isShopToday('2026-07-14', at('2026-07-14T23:30:00Z'))).toBe(false);
  });
});
