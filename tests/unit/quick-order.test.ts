import { describe, expect, it } from 'vitest';
import { parseQuickOrder } from '../../server/domain/quick-order.ts';
import { quickOrderLineCount } from '#contract/rules/quick-order.ts';

const reasons = (text: string) => parseQuickOrder(text).refusals.map((r) => [r.line, r.reason.en]);

describe('parseQuickOrder', () => {
  it('reads part number and quantity separated by spaces, tabs, commas or semicolons, upper-casing the part', () => {
    expect(
      parseQuickOrder('lh-617-8 4\nLH-100-M6\t2\nLH-200-10,3\n"LH-300-5";7').entries.map((e) => [e.partNo, e.quantity]),
    ).toEqual([
      ['LH-617-8', 4],
      ['LH-100-M6', 2],
      ['LH-200-10', 3],
      ['LH-300-5', 7],
    ]);
  });

  it('takes a missing quantity as 1 and adds up a part named twice', () => {
    const { entries } = parseQuickOrder('LH-617-8\nLH-617-8 5\n');
    expect(entries).toEqual([{ line: 1, text: 'LH-617-8', partNo: 'LH-617-8', quantity: 6 }]);
  });

  it('skips blank lines and a CSV header on the first line', () => {
    expect(parseQuickOrder('Part number,Quantity\r\n\r\nLH-1 2').entries.map((e) => e.line)).toEqual([3]);
    expect(parseQuickOrder('SKU;Qty\nLH-1 2').entries).toHaveLength(1);
  });

  it('refuses a line it cannot read, with its line number and reason', () => {
    expect(reasons('LH-1 0\nLH-1 10000\nLH-1 2.5\nLH-1 2 3\n#nope 1\nLH--1 1')).toEqual([
      [1, 'The quantity must be a whole number from 1 to 9999.'],
      [2, 'The quantity must be a whole number from 1 to 9999.'],
      [3, 'The quantity must be a whole number from 1 to 9999.'],
      [4, 'Write one part number and one quantity per line.'],
      [5, 'This is not a part number.'],
      [6, 'This is not a part number.'],
    ]);
  });

  it('shows at most 80 characters of a refused line', () => {
    expect(parseQuickOrder(`${'x'.repeat(200)} 1`).refusals[0]!.text).toHaveLength(80);
  });

  it('caps a part named many times at 9,999', () => {
    expect(parseQuickOrder('LH-1 9000\nLH-1 9000').entries[0]!.quantity).toBe(9999);
  });
});

describe('quickOrderLineCount', () => {
  it('counts blank lines but not the line break that ends a file', () => {
    expect(quickOrderLineCount(Array(200).fill('LH-1 1').join('\n'))).toBe(200);
    expect(quickOrderLineCount(`${Array(200).fill('LH-1 1').join('\r\n')}\r\n`)).toBe(200);
    expect(quickOrderLineCount('LH-1 1\n\nLH-2 1\n\n')).toBe(4);
  });
});
