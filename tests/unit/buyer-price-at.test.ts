import { describe, expect, it } from 'vitest';
import type { BuyerVariantPrice } from '#contract/calls/buyer-prices.ts';
import { breaksPaid, buyerPriceAt } from '../../src/lib/price/buyer-price-at.ts';
import { listSavingOf, savingOf } from '../../src/lib/price/saving.ts';

// The list breaks of docs/pricing.md's Access Components part, and Acme's 10 % off them.
const LIST = [
  { minQty: 1, unitPricePence: 1660 },
  { minQty: 10, unitPricePence: 1530 },
  { minQty: 50, unitPricePence: 1410 },
];
const ACME: BuyerVariantPrice = {
  variantId: 1,
  partNo: 'LH-1',
  listPriceBreaks: LIST,
  priceBreaks: [
    { minQty: 1, unitPricePence: 1494, priceListId: 1, rule: 'category' },
    { minQty: 10, unitPricePence: 1377, priceListId: 1, rule: 'category' },
    { minQty: 50, unitPricePence: 1269, priceListId: 1, rule: 'category' },
  ],
  customerPartNo: null,
};

describe('the buyer’s price at a quantity', () => {
  it('is the buyer’s break beside the list break that applies there', () => {
    expect(buyerPriceAt(1, LIST, ACME)).toEqual({ pricePence: 1494, listPricePence: 1660 });
    expect(buyerPriceAt(49, LIST, ACME)).toEqual({ pricePence: 1377, listPricePence: 1530 });
    expect(buyerPriceAt(500, LIST, ACME)).toEqual({ pricePence: 1269, listPricePence: 1410 });
  });

  it('is the list price for both without the buyer’s prices (logged out, or not asked yet)', () => {
    expect(buyerPriceAt(10, LIST, undefined)).toEqual({ pricePence: 1530, listPricePence: 1530 });
    expect(breaksPaid(LIST, undefined)).toBe(LIST);
    expect(breaksPaid(LIST, ACME)).toBe(ACME.priceBreaks);
  });

  it('never shows a buyer’s price above the list price, and nothing for a part without prices', () => {
    const dearer = {
      ...ACME,
      priceBreaks: [{ minQty: 1, unitPricePence: 1700, priceListId: 1, rule: 'net' as const }],
    };
    expect(buyerPriceAt(1, LIST, dearer)).toEqual({ pricePence: 1660, listPricePence: 1660 });
    expect(buyerPriceAt(1, [], ACME)).toBeUndefined();
  });
});

describe('the saving', () => {
  it('is the amount and the whole percentage off the list price, none at the list price', () => {
    expect(savingOf(1494, 1660)).toEqual({ pence: 166, percent: 10 });
    expect(savingOf(1660, 1660)).toBeNull();
    expect(savingOf(99_999, 100_000)).toEqual({ pence: 1, percent: 1 });
  });

  it('of a basket is each line’s saving per unit times its quantity', () => {
    expect(
      listSavingOf([
        { quantity: 10, unitPricePence: 1377, listUnitPricePence: 1530 },
        { quantity: 3, unitPricePence: 500, listUnitPricePence: 500 },
      ]),
    ).toBe(1530);
  });
});
