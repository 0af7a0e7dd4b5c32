import { describe, expect, it } from 'vitest';
import { formatCount, formatPence, penceAsDecimal, penceForField, penceFromPounds } from '#contract/format/money.ts';
import { HTML_LANG, LOCALES } from '#contract/i18n/locales.ts';

describe('formatPence', () => {
  it('writes pence as pounds sterling in each language', () => {
    expect(formatPence(123_450)).toBe('£1,234.50');
    expect(formatPence(123_450, 'zh-cn')).toBe('£1,234.50');
    expect(formatPence(5, 'en')).toBe('£0.05');
    expect(formatPence(-5, 'en')).toBe('-£0.05');
  });

  it("writes every amount as Intl.NumberFormat does in each of the shop's languages", () => {
    // Every size from pence to millions of pounds, both signs, and the edges of each comma.
    const amounts = [
      0, 1, 9, 10, 99, 100, 101, 999_99, 1000_00, 1000_01, 12_345_67, 999_999_99, 1_000_000_00, 123_456_789_01,
    ];
    for (let pence = 1; pence < 10 ** 12; pence = pence * 7 + 3) amounts.push(pence);
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(HTML_LANG[locale], { style: 'currency', currency: 'GBP' });
      for (const pence of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
        expect(formatPence(pence, locale), `${pence} in ${locale}`).toBe(intl.format(pence / 100));
      }
    }
  });
});

describe('penceAsDecimal', () => {
  it('gives machines two decimals and no currency sign', () => {
    expect(penceAsDecimal(123_450)).toBe('1234.50');
    expect(penceAsDecimal(5)).toBe('0.05');
    expect(penceAsDecimal(0)).toBe('0.00');
  });
});

describe('penceForField', () => {
  it('shows whole pounds without decimals, others with two, and nothing for no amount', () => {
    expect(penceForField(null)).toBe('');
    expect(penceForField(50_000)).toBe('500');
    expect(penceForField(49_999)).toBe('499.99');
    expect(penceForField(125_050)).toBe('1250.50');
  });
});

describe('penceFromPounds', () => {
  it('reads pounds as typed, with or without £, commas and pence', () => {
    expect(penceFromPounds('500')).toBe(50_000);
    expect(penceFromPounds(' £1,250.5 ')).toBe(125_050);
    expect(penceFromPounds('0.99')).toBe(99);
    expect(penceFromPounds('125.50')).toBe(12_550);
    expect(penceFromPounds('9999999.99')).toBe(999_999_999);
    expect(penceFromPounds('£9,999,999')).toBe(999_999_900);
  });

  it('answers null for an empty field and undefined for what is not whole pence', () => {
    expect(penceFromPounds('  ')).toBeNull();
    expect(penceFromPounds('£')).toBeNull();
    for (const bad of [
      '-5',
      '12.345',
      'ten',
      '1e3',
      '12.',
      '.5',
      '10000000',
      '£ 5 0',
      '12,0',
      '12,50',
      '1,2345',
      ',500',
      '12,345,678',
    ])
      expect(penceFromPounds(bad)).toBeUndefined();
  });

  it('refuses an amount over the given limit and takes one at it', () => {
    expect(penceFromPounds('1000000', 100_000_000)).toBe(100_000_000);
    expect(penceFromPounds('1000000.01', 100_000_000)).toBeUndefined();
  });

  it('writes back what penceForField shows', () => {
    for (const pence of [1, 99, 50_000, 49_999, 125_050]) expect(penceFromPounds(penceForField(pence))).toBe(pence);
  });
});

describe('formatCount', () => {
  it('groups thousands as each language does', () => {
    expect(formatCount(12_500)).toBe('12,500');
    expect(formatCount(12_500, 'zh-cn')).toBe('12,500');
    expect(formatCount(7, 'zh-cn')).toBe('7');
  });
});
