import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateInEachLocale,
  formatDateTime,
  formatDateTimeLong,
  formatShortDay,
  SHOP_TIME_ZONE,
  ukDay,
} from '#contract/format/dates.ts';

// 23:30 UTC on 1 July is already 2 July in the UK (summer time): the shop's day is the UK's.
const LATE_SUMMER_EVENING = '2026-07-01T23:30:00Z';

describe('formatDate', () => {
  it('writes the UK day in each language', () => {
    expect(formatDate(LATE_SUMMER_EVENING)).toBe('2 July 2026');
    expect(formatDate(new Date(LATE_SUMMER_EVENING), 'zh-cn')).toBe('2026年7月2日');
  });
});

describe('formatDateTime', () => {
  it('writes a moment in the time zone given', () => {
    expect(formatDateTime('2026-07-01T13:05:00Z', 'en', SHOP_TIME_ZONE)).toBe('1 Jul 2026, 14:05');
    expect(formatDateTime('2026-07-01T13:05:00Z', 'zh-cn', SHOP_TIME_ZONE)).toBe('2026年7月1日 14:05');
    expect(formatDateTime('2026-07-01T13:05:00Z', 'en', 'Asia/Shanghai')).toBe('1 Jul 2026, 21:05');
  });
});

describe('formatDateTimeLong', () => {
  it('writes a moment out in full, UK time, for e-mails', () => {
    expect(formatDateTimeLong('2026-07-01T13:05:00Z')).toBe('1 July 2026 at 14:05');
    expect(formatDateTimeLong('2026-07-01T13:05:00Z', 'zh-cn')).toBe('2026年7月1日 14:05');
  });
});

describe('formatShortDay', () => {
  it('labels a calendar day with its weekday in each language', () => {
    expect(formatShortDay('2026-11-26')).toBe('Thu 26 Nov');
    expect(formatShortDay('2026-11-26', 'zh-cn')).toBe('11月26日周四');
  });
});

describe('ukDay', () => {
  it('gives the calendar day in the UK, summer or winter', () => {
    expect(ukDay(new Date(LATE_SUMMER_EVENING))).toBe('2026-07-02');
    expect(ukDay('2026-12-01T23:30:00Z')).toBe('2026-12-01');
  });
});

describe('formatDateInEachLocale', () => {
  it('writes the same day in both stored languages', () => {
    expect(formatDateInEachLocale(new Date('2026-12-01T10:00:00Z'))).toEqual({
      en: '1 December 2026',
      zh: '2026年12月1日',
    });
  });
});
