import { describe, expect, it } from 'vitest';
import { MAX_ORDER_QTY, MIN_ORDER_QTY, parseQuantity } from '#contract/rules/order-quantity.ts';
import { breakFor, lineTotal, nextBreak, unitPriceFor } from '#contract/rules/price-breaks.ts';

const BREAKS = [
  { minQty: 1, unitPricePence: 166 },
  { minQty: 10, unitPricePence: 153 },
  { minQty: 50, unitPricePence: 141 },
  { minQty: 100, unitPricePence: 129 },
];

describe('unitPriceFor', () => {
  it('takes the break with the highest minimum the quantity reaches', () => {
    expect([1, 9, 10, 49, 50, 99, 100, 9999].map((q) => unitPriceFor(q, BREAKS))).toEqual([
      166, 166, 153, 153, 141, 141, 129, 129,
    ]);
  });

  it('does not depend on the order of the breaks', () => {
    expect(unitPriceFor(60, BREAKS.toReversed())).toBe(141);
  });

  it('uses the lowest break below its minimum, and has no price without breaks', () => {
    expect(unitPriceFor(1, [{ minQty: 5, unitPricePence: 200 }])).toBe(200);
    expect(unitPriceFor(1, [])).toBeNaN();
  });
});

describe('breakFor and lineTotal', () => {
  it('names the tier that applies', () => {
    expect(breakFor(10, BREAKS)).toEqual({ minQty: 10, unitPricePence: 153 });
  });

  it('multiplies the quantity by its unit price, in pence', () => {
    expect(lineTotal(1, BREAKS)).toBe(166);
    expect(lineTotal(10, BREAKS)).toBe(1530);
    expect(lineTotal(120, BREAKS)).toBe(15_480);
  });
});

describe('parseQuantity', () => {
  it('takes whole numbers from 1 to 9,999', () => {
    expect([MIN_ORDER_QTY, MAX_ORDER_QTY]).toEqual([1, 9999]);
    expect(['1', '10', ' 25 ', '9999'].map(parseQuantity)).toEqual([1, 10, 25, 9999]);
  });

  it('refuses anything else', () => {
    expect(['', '0', '10000', '-1', '2.5', '1e3', 'ten'].map(parseQuantity)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('nextBreak', () => {
  it('names the first break above the one the quantity gets, and none at the top', () => {
    expect(nextBreak(1, BREAKS)).toEqual({ minQty: 10, unitPricePence: 153 });
    expect(nextBreak(10, BREAKS.toReversed())).toEqual({ minQty: 50, unitPricePence: 141 });
    expect(nextBreak(99, BREAKS)).toEqual({ minQty: 100, unitPricePence: 129 });
    expect(nextBreak(100, BREAKS)).toBeUndefined();
  });
});
