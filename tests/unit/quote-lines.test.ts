import { describe, expect, it } from 'vitest';
import { breaksOfPrice, draftsFor, versionLinesText } from '../../src/lib/editor/quote-lines.ts';

describe("the console's priced lines", () => {
  it('reads a price in pounds as one break from 1 off and leaves breaks (and nonsense) for the server to judge', () => {
    expect(breaksOfPrice('9.50')).toBe('1:950');
    expect(breaksOfPrice(' £12 ')).toBe('1:1200');
    expect(breaksOfPrice('1:950;100:820')).toBe('1:950;100:820');
    expect(breaksOfPrice('0')).toBe('0');
    expect(breaksOfPrice('nine')).toBe('nine');
  });

  it('writes a row per line, with the alternative part only when there is one', () => {
    expect(
      versionLinesText([
        { lineNo: 1, price: '1:950;100:820', leadTimeDays: '10', alternativePartNo: '' },
        { lineNo: 2, price: '4.2', leadTimeDays: ' 21 ', alternativePartNo: ' LH-1202-40A ' },
      ]),
    ).toBe('1 | 1:950;100:820 | 10\n2 | 1:420 | 21 | LH-1202-40A');
  });

  it('starts a revision from the last version sent', () => {
    const last = {
      versionNo: 1,
      sentAt: '2026-11-29T10:00:00.000Z',
      validUntil: '2026-12-29',
      deliveryPence: 0,
      subtotalPence: 0,
      message: '',
      belowFloor: false,
      lines: [
        {
          lineNo: 2,
          partNo: 'LH-1202-40A',
          name: '',
          nameZh: '',
          alternative: true,
          quantity: 200,
          priceBreaks: [
            { minQty: 1, unitPricePence: 420 },
            { minQty: 100, unitPricePence: 400 },
          ],
          unitPricePence: 400,
          listUnitPricePence: 500,
          lineTotalPence: 80000,
          leadTimeDays: 21,
        },
      ],
    };
    expect(draftsFor([1, 2], last)).toEqual([
      { lineNo: 1, price: '', leadTimeDays: '', alternativePartNo: '' },
      { lineNo: 2, price: '1:420;100:400', leadTimeDays: '21', alternativePartNo: 'LH-1202-40A' },
    ]);
  });
});
