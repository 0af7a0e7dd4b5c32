import { describe, expect, it } from 'vitest';
import { BUYER_KINDS, rateInForce, taxDecision, taxRegionOf, type TaxRate } from '#contract/rules/tax-decision.ts';
import { TAX_RATES_2026 } from '../support/tax-rates.ts';

const DAY = '2026-11-29';

describe('taxRegionOf', () => {
  it('puts BT postcodes in Northern Ireland, other UK ones in Great Britain, every other country outside', () => {
    expect(taxRegionOf({ country: 'GB', postcode: 'BT1 5GS' })).toBe('XI');
    expect(taxRegionOf({ country: 'GB', postcode: ' bt94 1aa' })).toBe('XI');
    expect(taxRegionOf({ country: 'GB', postcode: 'IV1 1AA' })).toBe('GB');
    expect(taxRegionOf({ country: 'GB', postcode: 'B1 1AA' })).toBe('GB');
    // A postcode starting BT but not a district (BTX) is not Northern Ireland's.
    expect(taxRegionOf({ country: 'GB', postcode: 'BTX' })).toBe('GB');
    expect(taxRegionOf({ country: 'GB', postcode: '' })).toBe('GB');
    expect(taxRegionOf({ country: 'IE', postcode: 'D02 X285' })).toBe('export');
    expect(taxRegionOf({ country: 'DE', postcode: 'BT1 5GS' })).toBe('export');
  });
});

describe('taxDecision', () => {
  const destinations = [
    {
      name: 'a London buyer',
      destination: { country: 'GB', postcode: 'EC1A 1BB' },
      expected: { region: 'GB', treatment: 'ukVat', ratePercent: 20 },
    },
    {
      name: 'a Belfast buyer',
      destination: { country: 'GB', postcode: 'BT1 5GS' },
      expected: { region: 'XI', treatment: 'ukVat', ratePercent: 20 },
    },
    {
      name: 'a German buyer',
      destination: { country: 'DE', postcode: '70173' },
      expected: { region: 'export', treatment: 'zeroRatedExport', ratePercent: 0 },
    },
    {
      name: 'an Irish buyer',
      destination: { country: 'IE', postcode: 'D02 X285' },
      expected: { region: 'export', treatment: 'zeroRatedExport', ratePercent: 0 },
    },
    {
      name: 'an American buyer',
      destination: { country: 'US', postcode: '10001' },
      expected: { region: 'export', treatment: 'zeroRatedExport', ratePercent: 0 },
    },
  ] as const;

  for (const { name, destination, expected } of destinations) {
    for (const buyer of BUYER_KINDS) {
      it(`taxes ${name} (${buyer}) as ${expected.treatment} at ${expected.ratePercent} %`, () => {
        expect(taxDecision(destination, buyer, TAX_RATES_2026, DAY)).toEqual({
          ...expected,
          rateEffectiveFrom: '2011-01-04',
        });
      });
    }
  }

  const change: TaxRate[] = [...TAX_RATES_2026, { region: 'GB', ratePercent: 22, effectiveFrom: '2027-04-01' }];

  it('applies a rate change from its day on, and only in its own region', () => {
    const london = { country: 'GB', postcode: 'EC1A 1BB' };
    expect(taxDecision(london, 'company', change, '2027-03-31').ratePercent).toBe(20);
    expect(taxDecision(london, 'company', change, '2027-04-01')).toMatchObject({
      ratePercent: 22,
      rateEffectiveFrom: '2027-04-01',
    });
    expect(taxDecision({ country: 'GB', postcode: 'BT7 1NN' }, 'individual', change, '2027-04-01').ratePercent).toBe(
      20,
    );
  });

  it('refuses a day before any rate of the region took effect', () => {
    expect(() => rateInForce(TAX_RATES_2026, 'GB', '2010-12-31')).toThrow(/No GB VAT rate/);
  });
});
