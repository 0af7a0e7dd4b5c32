import { describe, expect, it } from 'vitest';
import type { Variant } from '#contract/calls/catalogue.ts';
import { withLiveValues } from '../../src/lib/catalogue/live-variants.ts';
import {
  cellValue,
  compareCells,
  filterOptions,
  filterVariants,
  hasFilters,
  nextSort,
  sortVariants,
} from '../../src/lib/catalogue/variant-filter.ts';

const variant = (
  id: number,
  partNo: string,
  dims: Variant['dims'],
  stock: number,
  leadTimeDays: number,
  price: number,
): Variant => ({
  id,
  partNo,
  dims,
  weightGrams: 10 * id,
  stock,
  leadTimeDays,
  finish: 'Plain',
  finishZh: '本色',
  priceBreaks: [
    { minQty: 1, unitPricePence: price },
    { minQty: 10, unitPricePence: price - 10 },
  ],
});

const VARIANTS = [
  variant(1, 'K-40-M10', { d1: 40, thread: 'M10' }, 5, 2, 300),
  variant(2, 'K-8-M6', { d1: 8, thread: 'M6' }, 0, 10, 120),
  variant(3, 'K-40-M8', { d1: 40, thread: 'M8' }, 0, 5, 280),
  variant(4, 'K-12-M6', { d1: 12, thread: 'M6' }, 50, 2, 150),
];
const ids = (variants: Variant[]) => variants.map((v) => v.id);

describe('compareCells', () => {
  it('orders numbers as numbers and text numeric-aware', () => {
    expect([12, 8, 40].sort(compareCells)).toEqual([8, 12, 40]);
    expect(['M10', 'M6', 'M8'].sort(compareCells)).toEqual(['M6', 'M8', 'M10']);
    expect(['K-40-M10', 'K-8-M6', 'K-12-M6'].sort(compareCells)).toEqual(['K-8-M6', 'K-12-M6', 'K-40-M10']);
  });
});

describe('filterVariants', () => {
  it('keeps the rows whose dimension has the chosen value; "" does not filter', () => {
    expect(ids(filterVariants(VARIANTS, { d1: '40' }))).toEqual([1, 3]);
    expect(ids(filterVariants(VARIANTS, { d1: '40', thread: 'M8' }))).toEqual([3]);
    expect(ids(filterVariants(VARIANTS, { d1: '', thread: 'M6' }))).toEqual([2, 4]);
    expect(ids(filterVariants(VARIANTS, {}))).toEqual([1, 2, 3, 4]);
  });

  it('knows when a filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ d1: '' })).toBe(false);
    expect(hasFilters({ d1: '8' })).toBe(true);
  });
});

describe('filterOptions', () => {
  it('offers the distinct values of a column, sorted numeric-aware', () => {
    expect(filterOptions(VARIANTS, {}, 'd1')).toEqual(['8', '12', '40']);
    expect(filterOptions(VARIANTS, {}, 'thread')).toEqual(['M6', 'M8', 'M10']);
  });

  it('offers only what the other filters leave, never narrowing a column by its own choice', () => {
    expect(filterOptions(VARIANTS, { d1: '40' }, 'thread')).toEqual(['M8', 'M10']);
    expect(filterOptions(VARIANTS, { d1: '40' }, 'd1')).toEqual(['8', '12', '40']);
  });
});

describe('sortVariants', () => {
  it('keeps the family order without a sort', () => {
    expect(ids(sortVariants(VARIANTS, null))).toEqual([1, 2, 3, 4]);
  });

  it('sorts by part number, numeric-aware, both ways', () => {
    expect(ids(sortVariants(VARIANTS, { column: 'partNo', direction: 'ascending' }))).toEqual([2, 4, 3, 1]);
    expect(ids(sortVariants(VARIANTS, { column: 'partNo', direction: 'descending' }))).toEqual([1, 3, 4, 2]);
  });

  it('sorts by a dimension as numbers, keeping ties in family order', () => {
    expect(ids(sortVariants(VARIANTS, { column: 'dim:d1', direction: 'ascending' }))).toEqual([2, 4, 1, 3]);
    expect(ids(sortVariants(VARIANTS, { column: 'dim:thread', direction: 'ascending' }))).toEqual([2, 4, 3, 1]);
  });

  it('sorts by weight, by the price at a break, and by availability', () => {
    expect(ids(sortVariants(VARIANTS, { column: 'weight', direction: 'descending' }))).toEqual([4, 3, 2, 1]);
    expect(ids(sortVariants(VARIANTS, { column: 'price:10', direction: 'ascending' }))).toEqual([2, 4, 3, 1]);
    // Most in stock first, then the shortest lead time.
    expect(ids(sortVariants(VARIANTS, { column: 'availability', direction: 'ascending' }))).toEqual([4, 1, 3, 2]);
  });

  it('reads the cells it sorts by', () => {
    expect(cellValue(VARIANTS[0]!, 'price:10')).toBe(290);
    expect(cellValue(VARIANTS[0]!, 'dim:missing')).toBe('');
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and turns the sorted one round', () => {
    const first = nextSort(null, 'weight');
    expect(first).toEqual({ column: 'weight', direction: 'ascending' });
    expect(nextSort(first, 'weight')).toEqual({ column: 'weight', direction: 'descending' });
    expect(nextSort(nextSort(first, 'weight'), 'weight')).toEqual({ column: 'weight', direction: 'ascending' });
    expect(nextSort(first, 'partNo')).toEqual({ column: 'partNo', direction: 'ascending' });
  });
});

describe('withLiveValues', () => {
  it("takes today's prices, stock and lead time; keeps everything else and variants the answer lacks", () => {
    const live = [
      { id: 2, partNo: 'K-8-M6', stock: 7, leadTimeDays: 3, priceBreaks: [{ minQty: 1, unitPricePence: 125 }] },
    ];
    const merged = withLiveValues(VARIANTS, live);
    expect(merged[1]).toEqual({
      ...VARIANTS[1],
      stock: 7,
      leadTimeDays: 3,
      priceBreaks: [{ minQty: 1, unitPricePence: 125 }],
    });
    expect(merged[0]).toBe(VARIANTS[0]);
    expect(merged).toHaveLength(4);
  });

  it('gives back the same variants, and the same list, when nothing has changed since the build', () => {
    const unchanged = VARIANTS.map(({ id, partNo, stock, leadTimeDays, priceBreaks }) => ({
      id,
      partNo,
      stock,
      leadTimeDays,
      priceBreaks: priceBreaks.map((b) => ({ ...b })),
    }));
    expect(withLiveValues(VARIANTS, unchanged)).toBe(VARIANTS);
    const cheaper = unchanged.map((v, i) =>
      i === 2
        ? {
            ...v,
            priceBreaks: [
              { ...v.priceBreaks[0]!, unitPricePence: v.priceBreaks[0]!.unitPricePence - 1 },
              ...v.priceBreaks.slice(1),
            ],
          }
        : v,
    );
    const merged = withLiveValues(VARIANTS, cheaper);
    expect(merged).not.toBe(VARIANTS);
    expect(merged[2]!.priceBreaks[0]!.unitPricePence).toBe(VARIANTS[2]!.priceBreaks[0]!.unitPricePence - 1);
    expect(merged.filter((v, i) => v !== VARIANTS[i])).toHaveLength(1);
  });
});
