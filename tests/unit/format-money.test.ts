import { describe, expect, it } from 'vitest';
import { formatCount, formatPence, penceAsDecimal, penceForField } from '#contract/format/money.ts';

describe('formatPence', () => {
  it('writes pence as pounds sterling in each language', () => {
    expect(formatPence(123_450)).toBe('£1,234.50');
    expect(formatPence(123_450, 'zh-cn')).toBe('£1,234.50');
    expect(formatPence(5, 'en')).toBe('£0.05');
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
  });
});

describe('formatCount', () => {
  it('groups thousands as each language does', () => {
    expect(formatCount(12_500)).toBe('12,500');
    expect(formatCount(12_500, 'zh-cn')).toBe('12,500');
    expect(formatCount(7, 'zh-cn')).toBe('7');
  });
});
