import { describe, expect, it } from 'vitest';
import { detailLines } from '../../src/lib/editor/change-detail.ts';
import { formatDateTime } from '#contract/format/dates.ts';

describe('detailLines', () => {
  it('shows each changed field as before → after', () => {
    expect(detailLines({ stock: { from: 12, to: 40 }, titleEn: { from: 'CAD', to: '' } })).toEqual(['stock: 12 → 40', 'titleEn: CAD → ""']);
  });

  it("lists a created or deleted record's fields, and other tools' objects as they are", () => {
    expect(detailLines({ titleEn: 'Cutting', sortOrder: 3 })).toEqual(['titleEn: Cutting', 'sortOrder: 3']);
    expect(detailLines({ build: 7, coalesced: false, from: { ip: '::1' } })).toEqual(['build: 7', 'coalesced: false', 'from: {"ip":"::1"}']);
  });

  it('has nothing to show for an empty detail, and shows anything else whole', () => {
    expect(detailLines({})).toEqual([]);
    expect(detailLines(null)).toEqual([]);
    expect(detailLines([1, 2])).toEqual(['[1,2]']);
  });
});

describe('formatDateTime', () => {
  it('shows date and time in the language of the page', () => {
    expect(formatDateTime('2026-11-20T10:05:00.000Z', 'en', 'Europe/London')).toBe('20 Nov 2026, 10:05');
    expect(formatDateTime('2026-11-20T10:05:00.000Z', 'zh-cn', 'Europe/London')).toBe('2026年11月20日 10:05');
  });
});
