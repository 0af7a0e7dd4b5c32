import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductSuggestAnswer } from '#contract/calls/suggest.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let sample: ProductDetail;
beforeAll(async () => {
  api = await openTestApi();
  const row = await api.db
    .selectFrom('productFamilies')
    .select('id')
    .orderBy('id')
    .offset(7)
    .limit(1)
    .executeTakeFirstOrThrow();
  sample = (await api.call<ProductDetail>('unpri/productDetail', { id: row.id })).body.data;
});
afterAll(() => api.close());

const suggest = async (q: unknown, lang?: string): Promise<Envelope<ProductSuggestAnswer>> =>
  (await api.call<ProductSuggestAnswer>('unpri/productSuggest', { q }, lang ? { headers: { lang } } : {})).body;
const suggestions = async (q: string) => (await suggest(q)).data;

describe('productSuggest: part numbers', () => {
  it('lists part numbers starting with the text, in order, any letter case, spaces for hyphens', async () => {
    const prefix = `${sample.code}-`;
    const expected = sample.variants
      .map((v) => v.partNo)
      .filter((p) => p.startsWith(prefix))
      .sort()
      .slice(0, 6);
    expect(expected.length).toBeGreaterThan(1);
    for (const typed of [prefix, prefix.toLowerCase(), ` ${sample.code.replace(/-/g, ' ').toLowerCase()} `]) {
      const { partNumbers } = await suggestions(typed);
      expect(partNumbers.map((p) => p.partNo)).toEqual(expected);
      expect(partNumbers.every((p) => p.familyId === sample.id && p.slug === sample.slug)).toBe(true);
    }
  });

  it('lists part numbers typed without their hyphens', async () => {
    const partNo = sample.variants[1]!.partNo;
    const compact = partNo.replaceAll('-', '').toLowerCase();
    expect((await suggestions(compact)).partNumbers).toEqual([{ partNo, familyId: sample.id, slug: sample.slug }]);
    const stem = sample.code.replaceAll('-', '');
    const { partNumbers } = await suggestions(stem);
    expect(partNumbers.length).toBeGreaterThan(1);
    expect(partNumbers.every((p) => p.partNo.replaceAll('-', '').startsWith(stem))).toBe(true);
  });

  it('lists no part numbers for a name', async () => {
    expect((await suggestions('knob')).partNumbers).toEqual([]);
  });
});

describe('productSuggest: families', () => {
  it('puts the family of a code first, with the fields the box shows', async () => {
    const { families } = await suggestions(sample.code.toLowerCase());
    expect(families[0]).toEqual({
      id: sample.id,
      slug: sample.slug,
      name: sample.name,
      nameZh: sample.nameZh,
      code: sample.code,
    });
  });

  it('finds families by an English word', async () => {
    const { families } = await suggestions('Knob');
    expect(families.length).toBeGreaterThan(0);
    expect(families.every((f) => /knob/i.test(f.name))).toBe(true);
  });

  it('finds families by their Chinese name', async () => {
    expect((await suggestions(sample.nameZh)).families.map((f) => f.id)).toContain(sample.id);
    const { families } = await suggestions('旋钮');
    expect(families.length).toBeGreaterThan(0);
    expect(families.every((f) => f.nameZh.includes('旋钮'))).toBe(true);
  });

  it('forgives a typo (pg_trgm word similarity)', async () => {
    const mushroom = await api.db
      .selectFrom('productFamilies')
      .select('id')
      .where('nameEn', '=', 'Mushroom knob')
      .executeTakeFirstOrThrow();
    const { families } = await suggestions('mushrom');
    expect(families.map((f) => f.id)).toContain(mushroom.id);
    expect(families.some((f) => f.name.toLowerCase().includes('mushrom'))).toBe(false);
  });

  it('ranks part-number and code prefixes above names', async () => {
    // "LH-12" starts codes; no name contains it.
    const { families } = await suggestions('lh-12');
    expect(families.length).toBeGreaterThan(0);
    expect(families.every((f) => f.code.startsWith('LH-12'))).toBe(true);
  });

  it('lists the families of a part-number prefix in catalogue order, not by name likeness', async () => {
    // Every code starts with LH; "Aluminium pull handle, inclined legs" is the most like "lh" by name.
    const first = await api.db
      .selectFrom('productFamilies')
      .select('id')
      .where('code', 'like', 'LH%')
      .orderBy('sortOrder')
      .orderBy('id')
      .limit(6)
      .execute();
    expect((await suggestions('LH')).families.map((f) => f.id)).toEqual(first.map((f) => f.id));
  });
});

describe('productSuggest: limits and validation', () => {
  it('answers at most 6 of each', async () => {
    const knobs = await api.db.selectFrom('productFamilies').select('id').where('nameEn', 'ilike', '%knob%').execute();
    expect(knobs.length).toBeGreaterThan(6);
    expect((await suggestions('knob')).families).toHaveLength(6);
    const everything = await suggestions('LH');
    expect(everything.families).toHaveLength(6);
    expect(everything.partNumbers).toHaveLength(6);
  });

  it('needs 2 to 60 characters after trimming, with messages in English and Chinese', async () => {
    expect(await suggest(undefined)).toMatchObject({
      code: 400,
      msg: 'Please enter your search',
      data: { field: 'q' },
    });
    expect(await suggest('  ')).toMatchObject({ code: 400, msg: 'Please enter your search' });
    expect(await suggest(' k ')).toMatchObject({
      code: 400,
      msg: 'Search must be at least 2 characters',
      data: { field: 'q' },
    });
    expect(await suggest('k', 'zh-cn')).toMatchObject({ code: 400, msg: '搜索内容至少需要2个字符' });
    expect(await suggest('x'.repeat(61))).toMatchObject({ code: 400, msg: 'Search cannot exceed 60 characters' });
    expect(await suggest(42)).toMatchObject({ code: 400, msg: 'Search must be text' });
    expect((await suggest(` ${'x'.repeat(60)} `)).code).toBe(200);
    // Two characters are enough, Chinese ones included.
    expect((await suggest('旋钮')).code).toBe(200);
    expect((await api.call('unpri/productSuggest', { q: 'knob', limit: 3 })).body).toMatchObject({ code: 400 });
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await suggestions('%%')).toEqual({ families: [], partNumbers: [] });
    expect(await suggestions('__')).toEqual({ families: [], partNumbers: [] });
    // As a wildcard, _ would stand for the hyphen of every LH-1… part number.
    expect((await suggestions('LH_1')).partNumbers).toEqual([]);
    expect((await suggestions('LH%1')).partNumbers).toEqual([]);
  });
});
