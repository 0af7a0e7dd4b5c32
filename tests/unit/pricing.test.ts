import { describe, expect, it } from 'vitest';
import { deliveryPence, DELIVERY, totalsFor, vatOn } from '../../server/domain/pricing.ts';

const UK_VAT = { ratePercent: 20 };
const EXPORT = { ratePercent: 0 };

describe('delivery', () => {
  it('is free for UK orders from the threshold, £9.95 below it, £35 abroad, nothing for an empty basket', () => {
    expect(deliveryPence(0, 'GB')).toBe(0);
    expect(deliveryPence(DELIVERY.freeUkFromPence - 1, 'GB')).toBe(995);
    expect(deliveryPence(DELIVERY.freeUkFromPence, 'GB')).toBe(0);
    expect(deliveryPence(DELIVERY.freeUkFromPence * 10, 'DE')).toBe(3500);
  });
});

describe('VAT', () => {
  it('rounds half a penny up and anything less down', () => {
    expect(vatOn(1, 20)).toBe(0);
    expect(vatOn(3, 20)).toBe(1);
    expect(vatOn(2, 20)).toBe(0);
    expect(vatOn(1_234_567, 20)).toBe(246_913);
    expect(vatOn(1000, 0)).toBe(0);
  });
});

describe('totalsFor', () => {
  it('adds the lines, delivery and VAT at the decided rate on both', () => {
    expect(totalsFor([1250, 3499], 'GB', UK_VAT)).toEqual({
      subtotalPence: 4749,
      deliveryPence: 995,
      vatRatePercent: 20,
      vatPence: 1149,
      totalPence: 6893,
      freeDeliveryFromPence: 15_000,
      currency: 'GBP',
    });
  });

  it('charges no VAT on a zero-rated export and the flat delivery', () => {
    expect(totalsFor([20_000], 'US', EXPORT)).toMatchObject({ subtotalPence: 20_000, deliveryPence: 3500, vatRatePercent: 0, vatPence: 0, totalPence: 23_500 });
  });

  it('is all zero for no lines', () => {
    expect(totalsFor([], 'GB', UK_VAT)).toMatchObject({ subtotalPence: 0, deliveryPence: 0, vatPence: 0, totalPence: 0 });
  });
});
