import { describe, expect, it } from 'vitest';
import { countryName, DELIVERY_COUNTRIES, isDeliveryCountry } from '#contract/rules/countries.ts';
import { normaliseUkPostcode } from '#contract/rules/postcode.ts';

describe('normaliseUkPostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' M1  1AE ', 'M1 1AE'],
    ['b338th', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
    ['gir 0aa', 'GIR 0AA'],
  ])('writes %s as %s', (input, output) => {
    expect(normaliseUkPostcode(input)).toBe(output);
  });

  it.each(['', '12345', 'SW1A', 'SW1A 1A', 'Q1 1AA1', '1AA 1AA', 'SW1A-1AA'])('refuses %j', (input) => {
    expect(normaliseUkPostcode(input)).toBeNull();
  });
});

describe('delivery countries', () => {
  it('start with the UK, hold no code twice, and have names in both languages', () => {
    expect(DELIVERY_COUNTRIES[0]).toBe('GB');
    expect(new Set(DELIVERY_COUNTRIES).size).toBe(DELIVERY_COUNTRIES.length);
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('DE', 'zh-cn')).toBe('德国');
    expect(isDeliveryCountry('FR')).toBe(true);
    expect(isDeliveryCountry('XX')).toBe(false);
  });
});
