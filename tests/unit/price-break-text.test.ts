import { describe, expect, it } from 'vitest';
import { formatPriceBreaks, parsePriceBreaks, PRICE_BREAK_RULES } from '#contract/rules/price-break-text.ts';

describe('parsePriceBreaks', () => {
  it('reads quantity:pence pairs separated by commas', () => {
    expect(parsePriceBreaks('1:166,10:153,50:140')).toEqual({
      breaks: [
        { minQty: 1, unitPricePence: 166 },
        { minQty: 10, unitPricePence: 153 },
        { minQty: 50, unitPricePence: 140 },
      ],
    });
  });

  it('ignores spaces, line breaks and one trailing comma; a single break and a price of 0 are fine', () => {
    expect(parsePriceBreaks(' 1 : 166 ,\n10:153, ')).toEqual({
      breaks: [
        { minQty: 1, unitPricePence: 166 },
        { minQty: 10, unitPricePence: 153 },
      ],
    });
    expect(parsePriceBreaks('1:0')).toEqual({ breaks: [{ minQty: 1, unitPricePence: 0 }] });
  });

  it('refuses an empty text', () => {
    expect(parsePriceBreaks('')).toEqual({ problem: { kind: 'empty' } });
    expect(parsePriceBreaks('  \n ')).toEqual({ problem: { kind: 'empty' } });
  });

  it('names the first item that is not quantity:pence', () => {
    for (const [text, item, bad] of [
      ['1:166,10=153', 2, '10=153'],
      ['1:166,,10:153', 2, ''],
      ['1:1.5', 1, '1:1.5'],
      ['1:-5', 1, '1:-5'],
      ['1:166;10:153', 1, '1:166;10:153'],
      ['£1:166', 1, '£1:166'],
      [',1:166', 1, ''],
      ['1:166,10:', 2, '10:'],
    ] as const) {
      expect(parsePriceBreaks(text), text).toEqual({ problem: { kind: 'format', item, text: bad } });
    }
  });

  it('takes at most 8 breaks', () => {
    const eight = Array.from({ length: 8 }, (_, i) => `${i + 1}:100`).join(',');
    expect('breaks' in parsePriceBreaks(eight)).toBe(true);
    expect(parsePriceBreaks(`${eight},9:100`)).toEqual({ problem: { kind: 'tooMany', max: 8 } });
    expect(PRICE_BREAK_RULES.maxBreaks).toBe(8);
  });

  it('keeps quantities from 1 to the largest order line and prices from 0 to 10,000,000 pence', () => {
    expect(parsePriceBreaks('0:100')).toEqual({ problem: { kind: 'quantityRange', item: 1, max: 9999 } });
    expect(parsePriceBreaks('1:100,10000:90')).toEqual({ problem: { kind: 'quantityRange', item: 2, max: 9999 } });
    expect('breaks' in parsePriceBreaks('1:10000000,9999:1')).toBe(true);
    expect(parsePriceBreaks('1:10000001')).toEqual({ problem: { kind: 'priceRange', item: 1, max: 10_000_000 } });
    expect(parsePriceBreaks('1:1234567890')).toEqual({ problem: { kind: 'format', item: 1, text: '1:1234567890' } });
  });

  it('starts at a quantity of 1 and rises', () => {
    expect(parsePriceBreaks('10:153,50:140')).toEqual({ problem: { kind: 'firstNotOne' } });
    expect(parsePriceBreaks('1:166,50:140,10:153')).toEqual({ problem: { kind: 'notAscending', item: 3 } });
    expect(parsePriceBreaks('1:166,10:153,10:150')).toEqual({ problem: { kind: 'notAscending', item: 3 } });
  });

  it('cuts a long bad item in its problem', () => {
    const problem = parsePriceBreaks(`1:1,${'x'.repeat(100)}`);
    expect(problem).toEqual({ problem: { kind: 'format', item: 2, text: 'x'.repeat(30) } });
  });
});

describe('formatPriceBreaks', () => {
  it('writes the breaks lowest quantity first, as parsePriceBreaks reads them', () => {
    const breaks = [
      { minQty: 50, unitPricePence: 140 },
      { minQty: 1, unitPricePence: 166 },
      { minQty: 10, unitPricePence: 153 },
    ];
    const text = formatPriceBreaks(breaks);
    expect(text).toBe('1:166,10:153,50:140');
    expect(parsePriceBreaks(text)).toEqual({ breaks: breaks.toSorted((a, b) => a.minQty - b.minQty) });
    expect(formatPriceBreaks([])).toBe('');
  });
});
