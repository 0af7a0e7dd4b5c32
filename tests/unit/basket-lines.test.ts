import { describe, expect, it } from 'vitest';
import type { BasketTotals } from '#contract/calls/basket.ts';
import { availabilityText } from '../../src/lib/catalogue/availability.ts';
import { freeDeliveryShortfall } from '../../src/lib/basket/delivery.ts';
import { lineHref, lineName, priceChange } from '../../src/lib/basket/line-notes.ts';
import { steppedQuantity } from '../../src/lib/basket/line-quantity.ts';
import { fileTooLarge, linesNotAdded, quickOrderTextProblem } from '#contract/rules/quick-order.ts';

const strings = {
  stockOnHand: 'In stock: {n}',
  leadTime: 'Ships in {n} working days',
  partlyInStock: 'In stock: {n}. The other {rest} ship in {days} working days.',
};

describe('steppedQuantity', () => {
  it('steps by one and stays within 1 to 9,999', () => {
    expect(steppedQuantity(5, 1)).toBe(6);
    expect(steppedQuantity(5, -1)).toBe(4);
    expect(steppedQuantity(1, -1)).toBe(1);
    expect(steppedQuantity(9999, 1)).toBe(9999);
  });
});

describe('priceChange', () => {
  it('is null while the price is the one the buyer saw, else from and to', () => {
    expect(priceChange({ seenUnitPricePence: 166, unitPricePence: 166 })).toBeNull();
    expect(priceChange({ seenUnitPricePence: 166, unitPricePence: 199 })).toEqual({ fromPence: 166, toPence: 199 });
  });
});

describe('lineName and lineHref', () => {
  const line = {
    name: 'Pull handle',
    nameZh: '拉手',
    familyId: 3,
    familySlug: 'pull-handle',
    partNo: 'LH-1111-100-PA',
  };
  it('names the product in the page language, English when there is no Chinese name', () => {
    expect(lineName(line, 'en')).toBe('Pull handle');
    expect(lineName(line, 'zh-cn')).toBe('拉手');
    expect(lineName({ ...line, nameZh: '' }, 'zh-cn')).toBe('Pull handle');
  });
  it('links to the product page in the page language, with the line’s part chosen', () => {
    expect(lineHref(line, 'en')).toBe('/goodsInfo/3/pull-handle?partNo=LH-1111-100-PA');
    expect(lineHref(line, 'zh-cn')).toBe('/zh-cn/goodsInfo/3/pull-handle?partNo=LH-1111-100-PA');
    expect(lineHref({ ...line, partNo: 'LH-9 X/1' }, 'en')).toBe('/goodsInfo/3/pull-handle?partNo=LH-9%20X%2F1');
  });
});

describe('availabilityText', () => {
  it('says in stock, on lead time, or both when the quantity is more than the stock', () => {
    expect(availabilityText({ stock: 20, leadTimeDays: 3 }, 20, strings)).toBe('In stock: 20');
    expect(availabilityText({ stock: 0, leadTimeDays: 7 }, 1, strings)).toBe('Ships in 7 working days');
    expect(availabilityText({ stock: 20, leadTimeDays: 3 }, 25, strings)).toBe(
      'In stock: 20. The other 5 ship in 3 working days.',
    );
  });
});

describe('freeDeliveryShortfall', () => {
  const totals = (subtotalPence: number, deliveryPence: number): BasketTotals => ({
    subtotalPence,
    deliveryPence,
    vatRatePercent: 20,
    vatPence: 0,
    totalPence: 0,
    freeDeliveryFromPence: 15_000,
    currency: 'GBP',
  });
  it('is what a UK order lacks for free delivery', () => {
    expect(freeDeliveryShortfall(totals(12_000, 995), 'GB')).toBe(3_000);
  });
  it('is null when delivery is free already or the order goes abroad', () => {
    expect(freeDeliveryShortfall(totals(15_000, 0), 'GB')).toBeNull();
    expect(freeDeliveryShortfall(totals(12_000, 3_500), 'FR')).toBeNull();
  });
});

describe('quickOrderTextProblem', () => {
  it('needs at least one part number', () => {
    expect(quickOrderTextProblem('')).toEqual({ rule: 'empty' });
    expect(quickOrderTextProblem(' \n\t\n')).toEqual({ rule: 'empty' });
    expect(quickOrderTextProblem('LH-617-8-M12-SS 10')).toBeNull();
  });
  it('takes at most 20,000 characters, counted as the API counts them', () => {
    expect(quickOrderTextProblem('A'.repeat(20_000))).toBeNull();
    expect(quickOrderTextProblem('A'.repeat(20_001))).toEqual({ rule: 'tooLong', max: 20_000, n: 20_001 });
    // Each emoji is one character, two UTF-16 units.
    expect(quickOrderTextProblem('😀'.repeat(10_001))).toBeNull();
  });
  it('takes at most 200 lines, blank ones included, whatever the line breaks', () => {
    expect(quickOrderTextProblem(Array(200).fill('LH-1 1').join('\r\n'))).toBeNull();
    // A file's final line break ends the last line; it does not start a 201st.
    expect(quickOrderTextProblem(`${Array(200).fill('LH-1 1').join('\n')}\n`)).toBeNull();
    expect(quickOrderTextProblem(`${Array(200).fill('LH-1 1').join('\n')}\n\n`)).toEqual({
      rule: 'tooManyLines',
      max: 200,
      n: 201,
    });
  });
});

describe('fileTooLarge', () => {
  it('refuses before reading a file that cannot hold 20,000 characters or fewer', () => {
    expect(fileTooLarge(80_000)).toBe(false);
    expect(fileTooLarge(80_001)).toBe(true);
  });
});

describe('linesNotAdded', () => {
  it('keeps exactly the lines the server refused, as typed', () => {
    const text = 'LH-1 2\r\n  lh-nope 3 \n\nLH-2 x\nLH-3 1';
    const problem = (line: number) => ({ line, text: '', reason: '' });
    expect(linesNotAdded(text, [problem(2), problem(4)])).toBe('  lh-nope 3 \nLH-2 x');
    expect(linesNotAdded(text, [])).toBe('');
  });
});
