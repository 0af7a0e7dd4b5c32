import { describe, expect, it } from 'vitest';
import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import {
  choiceAfter,
  configuratorColumns,
  configuratorParameters,
  filtersOf,
  onlyPartNumbersDiffer,
} from '../../src/lib/catalogue/configurator.ts';
import { FINISH_KEY } from '../../src/lib/catalogue/variant-filter.ts';
import { partNoInUrl, urlWithPartNo } from '../../src/lib/catalogue/part-in-url.ts';

const COLUMNS: DimensionColumn[] = [
  { key: 'd1', label: 'Diameter', labelZh: '直径', unit: 'mm' },
  { key: 'thread', label: 'Thread', labelZh: '螺纹', unit: null },
  { key: 'h', label: 'Height', labelZh: '高度', unit: 'mm' },
];
const variant = (id: number, d1: number, thread: string): Variant => ({
  id,
  partNo: `LH-1-${d1}-${thread}`,
  dims: { d1, thread, h: 20 },
  weightGrams: 1,
  stock: 0,
  leadTimeDays: 1,
  priceBreaks: [],
  finish: 'Anodised natural',
  finishZh: '本色阳极氧化',
});
/** The same part in black: a twin that differs only in its finish (AL and ALB). */
const black = (of: Variant, id: number): Variant => ({
  ...of,
  id,
  partNo: `${of.partNo}-B`,
  finish: 'Anodised black',
  finishZh: '黑色阳极氧化',
});
const VARIANTS = [variant(1, 40, 'M6'), variant(2, 40, 'M8'), variant(3, 50, 'M8'), variant(4, 60, 'M10')];

describe('configuratorParameters', () => {
  it('has one parameter per column with more than one value, every value of the family', () => {
    const parameters = configuratorParameters(COLUMNS, VARIANTS, {});
    expect(parameters.map((p) => p.column.key)).toEqual(['d1', 'thread']);
    expect(parameters[1]!.values).toEqual([
      { value: 'M6', valueZh: 'M6', available: true },
      { value: 'M8', valueZh: 'M8', available: true },
      { value: 'M10', valueZh: 'M10', available: true },
    ]);
  });

  it('marks the values no variant has with the others chosen, but not those of the parameter itself', () => {
    const [d1, thread] = configuratorParameters(COLUMNS, VARIANTS, { thread: 'M8' });
    expect(d1!.values.filter((v) => v.available).map((v) => v.value)).toEqual(['40', '50']);
    expect(thread!.values.every((v) => v.available)).toBe(true);
  });
});

describe('the finish as a parameter', () => {
  const columns = configuratorColumns(COLUMNS, 'Finish');

  it('is offered only when the variants come in more than one finish, named in both languages', () => {
    expect(configuratorParameters(columns, VARIANTS, {}).map((p) => p.column.key)).toEqual(['d1', 'thread']);
    const finish = configuratorParameters(columns, [...VARIANTS, black(VARIANTS[0]!, 5)], {})[2]!;
    expect(finish.column).toMatchObject({ key: FINISH_KEY, label: 'Finish' });
    expect(finish.values).toEqual([
      { value: 'Anodised black', valueZh: '黑色阳极氧化', available: true },
      { value: 'Anodised natural', valueZh: '本色阳极氧化', available: true },
    ]);
  });

  it('chooses between twins that differ only in their finish, and a chosen twin sets it', () => {
    const variants = [...VARIANTS, black(VARIANTS[0]!, 5)];
    const parameters = configuratorParameters(columns, variants, { d1: '40', thread: 'M6' });
    expect(
      onlyPartNumbersDiffer(
        variants.filter((v) => v.dims.d1 === 40 && v.dims.thread === 'M6'),
        parameters,
      ),
    ).toBe(false);
    expect(choiceAfter(variants, { d1: '40', thread: 'M6', [FINISH_KEY]: 'Anodised black' }, null)).toBe(5);
    // Black exists only at 40 mm: with it chosen, the other diameters are out of reach.
    const [d1] = configuratorParameters(columns, variants, { [FINISH_KEY]: 'Anodised black' });
    expect(d1!.values.filter((v) => v.available).map((v) => v.value)).toEqual(['40']);
    expect(filtersOf(variants[4]!, ['d1', 'thread', FINISH_KEY])).toEqual({
      d1: '40',
      thread: 'M6',
      [FINISH_KEY]: 'Anodised black',
    });
  });
});

describe('choiceAfter and filtersOf', () => {
  it('chooses the only variant left, keeps a chosen one that still matches, else none', () => {
    expect(choiceAfter(VARIANTS, { d1: '50' }, null)).toBe(3);
    expect(choiceAfter(VARIANTS, { d1: '40' }, 2)).toBe(2);
    expect(choiceAfter(VARIANTS, { d1: '40' }, 3)).toBeNull();
  });

  it('sets the parameters to a variant’s values', () => {
    expect(filtersOf(VARIANTS[3]!, ['d1', 'thread'])).toEqual({ d1: '60', thread: 'M10' });
  });
});

describe('onlyPartNumbersDiffer', () => {
  it('is true for variants alike in every parameter, false for one variant or for any difference', () => {
    const parameters = configuratorParameters(COLUMNS, VARIANTS, {});
    const twin = { ...VARIANTS[0]!, id: 9, partNo: 'LH-1-40-M6-B' };
    expect(onlyPartNumbersDiffer([VARIANTS[0]!, twin], parameters)).toBe(true);
    expect(onlyPartNumbersDiffer([VARIANTS[0]!], parameters)).toBe(false);
    expect(onlyPartNumbersDiffer([VARIANTS[0]!, VARIANTS[1]!], parameters)).toBe(false);
  });
});

describe('the part number in the address', () => {
  it('reads ?partNo= in upper case, and none when empty', () => {
    expect(partNoInUrl('?partNo=lh-1-40-m6')).toBe('LH-1-40-M6');
    expect(partNoInUrl('?partNo=%20')).toBeNull();
    expect(partNoInUrl('')).toBeNull();
  });

  it('sets and removes it, keeping the other parameters and the hash', () => {
    expect(urlWithPartNo('http://shop.test/goodsInfo/1/x?a=1#top', 'LH-1-40-M6')).toBe(
      'http://shop.test/goodsInfo/1/x?a=1&partNo=LH-1-40-M6#top',
    );
    expect(urlWithPartNo('http://shop.test/goodsInfo/1/x?partNo=LH-1-40-M6&a=1', null)).toBe(
      'http://shop.test/goodsInfo/1/x?a=1',
    );
  });
});
