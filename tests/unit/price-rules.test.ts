import { describe, expect, it } from 'vitest';
import {
  buyerBreaks,
  isValidOn,
  lessPercent,
  shopToday,
  type PriceListRules,
  type VariantPriceFacts,
} from '../../server/pricing/price-rules.ts';

const PART: VariantPriceFacts = {
  variantId: 7,
  familyId: 70,
  categoryPath: [1, 101, 10101],
  listBreaks: [
    { minQty: 1, unitPricePence: 1000 },
    { minQty: 10, unitPricePence: 900 },
    { minQty: 50, unitPricePence: 800 },
  ],
};

function list(priceListId: number, rules: Partial<Omit<PriceListRules, 'priceListId'>>): PriceListRules {
  return {
    priceListId,
    net: new Map(),
    familyPercent: new Map(),
    categoryPercent: new Map(),
    cataloguePercent: null,
    ...rules,
  };
}

const prices = (lists: PriceListRules[], variant = PART) =>
  buyerBreaks(variant, lists).map((b) => [b.minQty, b.unitPricePence, b.priceListId, b.rule]);

describe('lessPercent', () => {
  it('rounds half up to the penny', () => {
    expect(lessPercent(165, 10)).toBe(149);
    expect(lessPercent(199, 12.5)).toBe(174);
    expect(lessPercent(1000, 33.33)).toBe(667);
  });

  it('never goes below zero', () => {
    expect(lessPercent(1000, 100)).toBe(0);
    expect(lessPercent(1000, 120)).toBe(0);
  });
});

describe('buyerBreaks', () => {
  it('is the list price, marked as such, without a price list', () => {
    expect(prices([])).toEqual([
      [1, 1000, null, 'list'],
      [10, 900, null, 'list'],
      [50, 800, null, 'list'],
    ]);
  });

  it('takes the most specific rule of a list: net before family before category before catalogue', () => {
    const all = {
      cataloguePercent: 50,
      categoryPercent: new Map([[1, 40]]),
      familyPercent: new Map([[70, 5]]),
      net: new Map([[7, [{ minQty: 1, unitPricePence: 990 }]]]),
    };
    expect(prices([list(3, all)])).toEqual([
      [1, 990, 3, 'net'],
      [10, 900, null, 'list'],
      [50, 800, null, 'list'],
    ]);
    const { net: _net, ...noNet } = all;
    expect(prices([list(3, noNet)])[0]).toEqual([1, 950, 3, 'family']);
    const { familyPercent: _family, ...noFamily } = noNet;
    expect(prices([list(3, noFamily)])[0]).toEqual([1, 600, 3, 'category']);
    expect(prices([list(3, { cataloguePercent: 50 })])[0]).toEqual([1, 500, 3, 'catalogue']);
  });

  it('takes the deepest category of the path when several of its categories have a percentage', () => {
    const rules = list(3, {
      categoryPercent: new Map([
        [1, 30],
        [10101, 10],
        [999, 90],
      ]),
    });
    expect(prices([rules])).toEqual([
      [1, 900, 3, 'category'],
      [10, 810, 3, 'category'],
      [50, 720, 3, 'category'],
    ]);
  });

  it('gives a net price its own quantity breaks, with the list price wherever it is lower', () => {
    const rules = list(4, {
      net: new Map([
        [
          7,
          [
            { minQty: 1, unitPricePence: 850 },
            { minQty: 100, unitPricePence: 600 },
          ],
        ],
      ]),
    });
    expect(prices([rules])).toEqual([
      [1, 850, 4, 'net'],
      [50, 800, null, 'list'],
      [100, 600, 4, 'net'],
    ]);
  });

  it('applies a net price only from its lowest quantity', () => {
    const rules = list(4, { net: new Map([[7, [{ minQty: 25, unitPricePence: 500 }]]]) });
    expect(prices([rules])).toEqual([
      [1, 1000, null, 'list'],
      [10, 900, null, 'list'],
      [25, 500, 4, 'net'],
    ]);
  });

  it('gives the best of two lists at each quantity', () => {
    const company = list(1, { cataloguePercent: 10 });
    const own = list(2, { net: new Map([[7, [{ minQty: 1, unitPricePence: 880 }]]]) });
    expect(prices([company, own])).toEqual([
      [1, 880, 2, 'net'],
      [10, 810, 1, 'catalogue'],
      [50, 720, 1, 'catalogue'],
    ]);
  });

  it('keeps the list price on a tie, and the first list on a tie between lists', () => {
    expect(prices([list(1, { cataloguePercent: 0 })])).toEqual([
      [1, 1000, null, 'list'],
      [10, 900, null, 'list'],
      [50, 800, null, 'list'],
    ]);
    expect(prices([list(1, { cataloguePercent: 10 }), list(2, { cataloguePercent: 10 })])[0]).toEqual([
      1,
      900,
      1,
      'catalogue',
    ]);
  });

  it('never prices below zero', () => {
    expect(prices([list(1, { cataloguePercent: 100 })])).toEqual([[1, 0, 1, 'catalogue']]);
  });

  it('sells nothing without a list price', () => {
    expect(
      prices([list(1, { net: new Map([[7, [{ minQty: 1, unitPricePence: 100 }]]]) })], { ...PART, listBreaks: [] }),
    ).toEqual([]);
  });
});

describe('isValidOn', () => {
  it('holds from the first day to the last, both included, either open', () => {
    const june = { validFrom: '2026-06-01', validUntil: '2026-06-30' };
    expect(['2026-05-31', '2026-06-01', '2026-06-30', '2026-07-01'].map((d) => isValidOn(june, d))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isValidOn({ validFrom: null, validUntil: '2026-06-30' }, '1999-01-01')).toBe(true);
    expect(isValidOn({ validFrom: '2026-06-01', validUntil: null }, '2099-01-01')).toBe(true);
  });
});

describe('shopToday', () => {
  it('is the day in London', () => {
    expect(shopToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(shopToday(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });
});
