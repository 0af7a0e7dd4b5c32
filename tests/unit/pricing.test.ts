import { describe, expect, it } from 'vitest';
import { totalsWithDelivery, vatOn } from '../../server/domain/pricing.ts';

const UK_VAT = { ratePercent: 20 };
const EXPORT = { ratePercent: 0 };

describe('VAT', () => {
  it('rounds half a penny up and anything less down', () => {
    expect(vatOn(1, 20)).toBe(0);
    expect(vatOn(3, 20)).toBe(1);
    expect(vatOn(2, 20)).toBe(0);
    expect(vatOn(1_234_567, 20)).toBe(246_913);
    expect(vatOn(1000, 0)).toBe(0);
  });
});

describe('totalsWithDelivery', () => {
  it('adds the lines, delivery and VAT at the decided rate on both', () => {
    expect(totalsWithDelivery(4749, 995, UK_VAT, 15_000)).toEqual({
      subtotalPence: 4749,
      deliveryPence: 995,
      vatRatePercent: 20,
      vatPence: 1149,
      totalPence: 6893,
      freeDeliveryFromPence: 15_000,
      currency: 'GBP',
    });
  });

  it('zero-rates an export, delivery included', () => {
    expect(totalsWithDelivery(20_000, 3500, EXPORT)).toMatchObject({
      subtotalPence: 20_000,
      deliveryPence: 3500,
      vatRatePercent: 0,
      vatPence: 0,
      totalPence: 23_500,
      freeDeliveryFromPence: 0,
    });
  });
});
