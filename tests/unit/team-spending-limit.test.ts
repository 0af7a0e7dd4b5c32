import { describe, expect, it } from 'vitest';
import { penceFromPounds } from '../../src/lib/team/spending-limit.ts';
import { penceForField } from '#contract/format/money.ts';

describe('spending limit in pounds', () => {
  it('reads pounds as typed, with or without £, commas and pence', () => {
    expect(penceFromPounds('500')).toBe(50_000);
    expect(penceFromPounds(' £1,250.5 ')).toBe(125_050);
    expect(penceFromPounds('0.99')).toBe(99);
    expect(penceFromPounds('1000000')).toBe(100_000_000);
  });

  it('answers null for an empty field (no limit) and undefined for anything else', () => {
    expect(penceFromPounds('  ')).toBeNull();
    for (const bad of ['-5', '12.345', 'ten', '1000000.01', '1e3']) expect(penceFromPounds(bad)).toBeUndefined();
  });

  it('writes pence back as the field shows them', () => {
    expect(penceForField(null)).toBe('');
    expect(penceForField(50_000)).toBe('500');
    expect(penceForField(49_999)).toBe('499.99');
    expect(penceForField(125_050)).toBe('1250.50');
  });
});
