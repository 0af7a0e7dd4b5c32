import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DimensionFacet,
  ProductSearchAnswer,
  ProductSearchRequest,
  ProductSearchSort,
} from '#contract/calls/search.ts';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const search = async (body: object, lang?: string) =>
  (await api.call<ProductSearchAnswer>('unpri/productSearch', body, lang ? { headers: { lang } } : {})).body;

/** Every matching family, page by page, in the answer's order. */
async function everyCard(body: ProductSearchRequest): Promise<FamilyCard[]> {
  const cards: FamilyCard[] = [];
  for (let page = 1; ; page++) {
    const { data } = await search({ ...body, page, pageSize: 100 });
    cards.push(...data.list);
    if (cards.length >= data.total) return cards;
  }
}

/** The dims of every variant of the families, read straight from the database. */
async function variantDims(familyIds: number[]): Promise<Map<number, Array<Record<string, number | string>>>> {
  const rows = await api.db
    .selectFrom('variants')
    .select(['familyId', 'dims'])
    .where('familyId', 'in', familyIds)
    .execute();
  const byFamily = new Map<number, Array<Record<string, number | string>>>();
  for (const row of rows) byFamily.set(row.familyId, [...(byFamily.get(row.familyId) ?? []), row.dims]);
  return byFamily;
}

async function familiesUnder(typePath: string): Promise<number[]> {
  const rows = await api.db
    .selectFrom('productFamilies as pf')
    .innerJoin('categories as c', 'c.id', 'pf.categoryId')
    .select('pf.id')
    .where((eb) => eb.or([eb('c.typePath', '=', typePath), eb('c.typePath', 'like', `${typePath}/%`)]))
    .execute();
  return rows.map((r) => r.id);
}

const sum = (facets: Array<{ count: number }>) => facets.reduce((n, f) => n + f.count, 0);
const ids = (cards: FamilyCard[]) => cards.map((c) => c.id).sort((a, b) => a - b);
const dimension = (facets: DimensionFacet[], key: string) => facets.find((d) => d.key === key);

describe('productSearch filters', () => {
  it('narrows to one material, exactly', async () => {
    const { data: before } = await search({ keyword: 'knob' });
    const chosen = before.facets.materials[1]!;
    const cards = await everyCard({ keyword: 'knob', material: chosen.value });
    expect(cards.length).toBe(chosen.count);
    expect(cards.length).toBeLessThan(before.total);
    expect(cards.every((c) => c.material === chosen.value)).toBe(true);
    expect((await search({ keyword: 'knob', material: chosen.value.toUpperCase() })).data.total).toBe(0);
  });

  it("narrows to families with a variant in one finish (its own, else its family's); a family in two counts under both", async () => {
    const family = await api.db
      .selectFrom('productFamilies as pf')
      .innerJoin('categories as c', 'c.id', 'pf.categoryId')
      .select(['pf.id', 'c.typePath'])
      .where('pf.id', '=', 1)
      .executeTakeFirstOrThrow();
    const categoryId = Number(family.typePath.split('/')[0]);
    const { data: before } = await search({ categoryId });
    const black = before.facets.finishes.find((f) => f.value === 'Anodised black')!;
    expect(black.valueZh).toBe('黑色阳极氧化');
    const cards = await everyCard({ categoryId, finish: black.value });
    expect(cards.length).toBe(black.count);
    const inBlack = await api.db
      .selectFrom('variants as v')
      .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
      .select('pf.id')
      .distinct()
      .where(sql<string>`coalesce(v.finish_en, pf.finish_en)`, '=', black.value)
      .execute();
    expect(cards.every((c) => inBlack.some((row) => row.id === c.id))).toBe(true);
    // Family 1 comes in natural and black anodised (AL, ALB): found under either.
    expect(cards.some((c) => c.id === 1)).toBe(true);
    expect((await everyCard({ categoryId, finish: 'Anodised natural' })).some((c) => c.id === 1)).toBe(true);
    // The other finishes stay in view once one is chosen.
    expect((await search({ categoryId, finish: black.value })).data.facets.finishes).toEqual(before.facets.finishes);
    expect((await search({ categoryId, finish: 'anodised black' })).data.total).toBe(0);
  });

  it('narrows to families with a variant in a decimal range, and finds all of them', async () => {
    const range = { dimKey: 'd1', dimMin: 12.5, dimMax: 40.5 };
    const cards = await everyCard({ categoryId: 1, ...range });
    const under = await familiesUnder('1');
    const dims = await variantDims(under);
    const inRange = (d: Record<string, number | string>) =>
      typeof d.d1 === 'number' && d.d1 >= range.dimMin && d.d1 <= range.dimMax;
    const expected = under.filter((id) => dims.get(id)!.some(inRange)).sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(under.length);
    expect(ids(cards)).toEqual(expected);
  });

  it('includes both bounds, takes them as text from query strings, and takes one bound alone', async () => {
    const exact = await everyCard({
      categoryId: 1,
      dimKey: 'd1',
      dimMin: '1.5',
      dimMax: '1.5',
    } as unknown as ProductSearchRequest);
    expect(exact.length).toBeGreaterThan(0);
    const dims = await variantDims(ids(exact));
    expect(ids(exact).every((id) => dims.get(id)!.some((d) => d.d1 === 1.5))).toBe(true);
    const large = await everyCard({ categoryId: 1, dimKey: 'd1', dimMin: 200 });
    const largeDims = await variantDims(ids(large));
    expect(large.length).toBeGreaterThan(0);
    expect(ids(large).every((id) => largeDims.get(id)!.some((d) => typeof d.d1 === 'number' && d.d1 >= 200))).toBe(
      true,
    );
  });

  it('matches a text value exactly and a number typed as text by its value', async () => {
    const m8 = await everyCard({ categoryId: 1, dimKey: 'thread', dimValue: 'M8' });
    const dims = await variantDims(ids(m8));
    expect(m8.length).toBeGreaterThan(0);
    expect(ids(m8).every((id) => dims.get(id)!.some((d) => d.thread === 'M8'))).toBe(true);
    expect((await search({ categoryId: 1, dimKey: 'thread', dimValue: 'M8x' })).data.total).toBe(0);
    const asText = await everyCard({ categoryId: 1, dimKey: 'l1', dimValue: '4.5' });
    expect(asText.length).toBeGreaterThan(0);
    expect(ids(await everyCard({ categoryId: 1, dimKey: 'l1', dimValue: '4.50' }))).toEqual(ids(asText));
  });

  it('narrows to families with a part number starting with partNo, typed loosely', async () => {
    const cards = await everyCard({ partNo: 'lh 12' });
    const rows = await api.db.selectFrom('variants').select('familyId').where('partNo', 'like', 'LH-12%').execute();
    expect(ids(cards)).toEqual([...new Set(rows.map((r) => r.familyId))].sort((a, b) => a - b));
    expect(cards.length).toBeGreaterThan(1);
  });

  it('combines filters with and', async () => {
    const { data: knobs } = await search({ keyword: 'knob', dimKey: 'thread', dimValue: 'M8' });
    const material = knobs.facets.materials[0]!.value;
    const both = await everyCard({ keyword: 'knob', dimKey: 'thread', dimValue: 'M8', material });
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThanOrEqual(knobs.total);
    expect(both.every((c) => c.material === material)).toBe(true);
  });
});

describe('productSearch facets', () => {
  it('count the matching families: categories and materials each add up to the total', async () => {
    for (const body of [{ keyword: 'clamp' }, { categoryId: 1 }, { partNo: 'LH-3' }]) {
      const { data } = await search(body);
      expect(data.total).toBeGreaterThan(0);
      expect(sum(data.facets.categories), JSON.stringify(body)).toBe(data.total);
      expect(sum(data.facets.materials), JSON.stringify(body)).toBe(data.total);
    }
  });

  it('name level-3 categories only', async () => {
    const { data } = await search({ categoryId: 1 });
    const levels = await api.db
      .selectFrom('categories')
      .select(['id', 'level'])
      .where(
        'id',
        'in',
        data.facets.categories.map((c) => c.id),
      )
      .execute();
    expect(levels.every((c) => c.level === 3)).toBe(true);
    expect(data.facets.categories.every((c) => c.name && /[\u4e00-\u9fff]/.test(c.nameZh))).toBe(true);
  });

  it('keep the other materials in view when one is chosen', async () => {
    const { data: before } = await search({ keyword: 'knob' });
    const chosen = before.facets.materials[0]!;
    const { data: after } = await search({ keyword: 'knob', material: chosen.value });
    expect(after.total).toBe(chosen.count);
    expect(after.facets.materials).toEqual(before.facets.materials);
    expect(sum(after.facets.categories)).toBe(after.total);
  });

  it('keep the other categories in view when one is chosen with a keyword', async () => {
    const { data: before } = await search({ keyword: 'clamp' });
    expect(before.facets.categories.length).toBeGreaterThan(1);
    const chosen = before.facets.categories[0]!;
    const { data: after } = await search({ keyword: 'clamp', categoryId: chosen.id });
    expect(after.total).toBe(chosen.count);
    expect(after.facets.categories).toEqual(before.facets.categories);
    expect(sum(after.facets.materials)).toBe(after.total);
  });

  it('keep the other values of a dimension in view when one is chosen', async () => {
    const { data: before } = await search({ keyword: 'knob' });
    const thread = dimension(before.facets.dimensions, 'thread');
    if (!thread || !('values' in thread)) throw new Error('expected a thread facet with values');
    const chosen = thread.values.find((v) => v.value === 'M8')!;
    const { data: after } = await search({ keyword: 'knob', dimKey: 'thread', dimValue: 'M8' });
    expect(after.total).toBe(chosen.count);
    expect(after.facets.dimensions).toEqual(before.facets.dimensions);
  });

  it('show the main dimensions: shared by half the families at least, numbers as a range, text as counted values', async () => {
    const { data } = await search({ categoryId: 1 });
    const dims = data.facets.dimensions;
    expect(dims.length).toBeGreaterThan(0);
    expect(dims.length).toBeLessThanOrEqual(6);
    const families = await api.db
      .selectFrom('productFamilies')
      .select(['id', 'dimensionColumns'])
      .where('id', 'in', await familiesUnder('1'))
      .execute();
    for (const facet of dims) {
      const having = families.filter((f) => f.dimensionColumns.some((c) => c.key === facet.key)).length;
      expect(having * 2, facet.key).toBeGreaterThanOrEqual(data.total);
      expect(facet.label).toBeTruthy();
      expect(facet.labelZh).toMatch(/[\u4e00-\u9fff]/);
      if ('values' in facet) {
        expect(facet.values.length).toBeLessThanOrEqual(20);
        expect(facet.values.every((v) => v.count > 0 && v.count <= data.total)).toBe(true);
      } else {
        expect(facet.min).toBeLessThanOrEqual(facet.max);
      }
    }
    const d1 = dimension(dims, 'd1');
    expect(d1 && 'min' in d1 ? [d1.min, d1.unit] : null).toEqual([1.5, 'mm']);
    const counts = dims.map((d) => families.filter((f) => f.dimensionColumns.some((c) => c.key === d.key)).length);
    expect(counts).toEqual(counts.toSorted((a, b) => b - a));
  });

  it('are empty when nothing matches', async () => {
    const { data } = await search({ categoryId: 1, material: 'Unobtainium' });
    expect(data.total).toBe(0);
    expect(data.list).toEqual([]);
    expect(data.facets.categories).toEqual([]);
    expect(data.facets.materials.length).toBeGreaterThan(0);
  });
});

describe('productSearch sort orders', () => {
  const body = { keyword: 'clamp' };
  const sorted = <T>(list: T[], inOrder: (a: T, b: T) => boolean) =>
    list.every((item, i) => i === 0 || inOrder(list[i - 1]!, item));

  it('sorts by name, code and price, each over the same families', async () => {
    const relevance = await everyCard(body);
    const checks: Record<Exclude<ProductSearchSort, 'relevance'>, (a: FamilyCard, b: FamilyCard) => boolean> = {
      name: (a, b) => a.name.toLowerCase() <= b.name.toLowerCase(),
      code: (a, b) => a.code < b.code,
      priceAsc: (a, b) => a.fromPricePence < b.fromPricePence || (a.fromPricePence === b.fromPricePence && a.id < b.id),
      priceDesc: (a, b) =>
        a.fromPricePence > b.fromPricePence || (a.fromPricePence === b.fromPricePence && a.id < b.id),
    };
    for (const [sort, inOrder] of Object.entries(checks)) {
      const cards = await everyCard({ ...body, sort: sort as ProductSearchSort });
      expect(ids(cards), sort).toEqual(ids(relevance));
      expect(sorted(cards, inOrder), sort).toBe(true);
    }
    const prices = relevance.map((c) => c.fromPricePence);
    expect(new Set(prices).size).toBeGreaterThan(1);
  });

  it('pages through a sorted list without gaps or repeats', async () => {
    const all = await everyCard({ ...body, sort: 'priceAsc' });
    const paged: FamilyCard[] = [];
    for (let page = 1; paged.length < all.length; page++)
      paged.push(...(await search({ ...body, sort: 'priceAsc', page, pageSize: 7 })).data.list);
    expect(paged.map((c) => c.id)).toEqual(all.map((c) => c.id));
  });

  it('defaults to relevance: the exact part number first', async () => {
    const partNo = (
      await api.db.selectFrom('variants').select('partNo').orderBy('id').offset(40).limit(1).executeTakeFirstOrThrow()
    ).partNo;
    const byDefault = await search({ keyword: partNo.toLowerCase() });
    expect((await search({ keyword: partNo, sort: 'relevance' })).data.list).toEqual(byDefault.data.list);
    const family = await api.db
      .selectFrom('variants')
      .select('familyId')
      .where('partNo', '=', partNo)
      .executeTakeFirstOrThrow();
    expect(byDefault.data.list[0]!.id).toBe(family.familyId);
  });

  it('lists a browsed category in catalogue order', async () => {
    const cards = await everyCard({ categoryId: 3 });
    const rows = await api.db
      .selectFrom('productFamilies')
      .select(['id', 'sortOrder'])
      .where('id', 'in', ids(cards))
      .execute();
    const order = new Map(rows.map((r) => [r.id, r.sortOrder]));
    expect(
      sorted(
        cards,
        (a, b) => order.get(a.id)! < order.get(b.id)! || (order.get(a.id) === order.get(b.id) && a.id < b.id),
      ),
    ).toBe(true);
  });
});

describe('productSearch suggestions', () => {
  it('suggests family names and categories like a misspelt keyword that found nothing', async () => {
    const { data } = await search({ keyword: 'hnige' });
    expect(data.total).toBe(0);
    expect(data.suggestions.families.length).toBeGreaterThan(0);
    expect(data.suggestions.families.length).toBeLessThanOrEqual(5);
    expect(data.suggestions.families[0]!.name).toMatch(/hinge/i);
    expect(data.suggestions.families[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      nameZh: expect.stringMatching(/[\u4e00-\u9fff]/),
      slug: expect.any(String),
    });
    const feet = await search({ keyword: 'levling fet' });
    expect(feet.data.total).toBe(0);
    expect(feet.data.suggestions.categories.map((c) => c.name)).toContain('Levelling feet');
  });

  it('compares a Chinese keyword with the Chinese names', async () => {
    const { data } = await search({ keyword: '调节角' });
    expect(data.total).toBe(0);
    expect(data.suggestions.categories.map((c) => c.nameZh)).toContain('调节脚');
  });

  it('suggests nothing when there are results, or no keyword', async () => {
    const { data } = await search({ keyword: 'hinge' });
    expect(data.total).toBeGreaterThan(0);
    expect(data.suggestions).toEqual({ families: [], categories: [] });
    const none = await search({ categoryId: 1, material: 'Unobtainium' });
    expect(none.data.suggestions).toEqual({ families: [], categories: [] });
  });
});

describe('productSearch refusals', () => {
  it('needs a keyword, a part number or a category, in both languages', async () => {
    for (const body of [{}, { keyword: '   ' }, { material: 'Steel' }, { sort: 'name' }]) {
      expect(await search(body), JSON.stringify(body)).toMatchObject({
        code: 400,
        msg: 'Please enter a search term or choose a category',
        data: { field: 'keyword' },
      });
    }
    expect(await search({}, 'zh-cn')).toMatchObject({ code: 400, msg: '请输入搜索内容或选择产品类别' });
  });

  it('checks the dimension fields', async () => {
    expect(await search({ keyword: 'knob', dimKey: 'd-1', dimValue: '8' })).toMatchObject({
      code: 400,
      msg: 'Dimension is not in the right format',
      data: { field: 'dimKey' },
    });
    expect(await search({ keyword: 'knob', dimKey: 'd'.repeat(21), dimValue: '8' })).toMatchObject({
      code: 400,
      data: { field: 'dimKey' },
    });
    expect(await search({ keyword: 'knob', dimKey: 'd1', dimMin: 'abc' })).toMatchObject({
      code: 400,
      msg: 'Minimum must be a number',
      data: { field: 'dimMin' },
    });
    expect(await search({ keyword: 'knob', dimKey: 'd1', dimMax: '1e3' })).toMatchObject({
      code: 400,
      data: { field: 'dimMax' },
    });
    expect(await search({ keyword: 'knob', dimKey: 'd1', dimMin: -1 })).toMatchObject({
      code: 400,
      data: { field: 'dimMin' },
    });
    const incomplete = 'Choose a dimension and either a value or a range';
    expect(await search({ keyword: 'knob', dimKey: 'd1' })).toMatchObject({ code: 400, msg: incomplete });
    expect(await search({ keyword: 'knob', dimValue: '8' })).toMatchObject({ code: 400, msg: incomplete });
    expect(await search({ keyword: 'knob', dimMin: 8 })).toMatchObject({ code: 400, msg: incomplete });
    expect(await search({ keyword: 'knob', dimKey: 'd1', dimValue: '8', dimMax: 9 })).toMatchObject({
      code: 400,
      msg: incomplete,
    });
  });

  it('checks the sort order and text lengths', async () => {
    expect(await search({ keyword: 'knob', sort: 'random' })).toMatchObject({
      code: 400,
      msg: 'Sort order must be one of: relevance, name, priceAsc, priceDesc, code',
    });
    expect(await search({ partNo: 'L'.repeat(41) })).toMatchObject({
      code: 400,
      msg: 'Part number cannot exceed 40 characters',
    });
    expect(await search({ keyword: 'knob', material: 'm'.repeat(101) })).toMatchObject({
      code: 400,
      data: { field: 'material' },
    });
    expect(await search({ keyword: 'knob', dimKey: 'd1', dimValue: '1'.repeat(21) })).toMatchObject({
      code: 400,
      data: { field: 'dimValue' },
    });
  });
});

describe('productSearch with SQL-looking input', () => {
  it('treats it as text to look for', async () => {
    const attack = "' OR 1=1 --";
    // The words alone may find a name or two fuzzily ("for"), never the whole catalogue.
    const families = await api.db
      .selectFrom('productFamilies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const asKeyword = await search({ keyword: attack });
    expect(asKeyword.code).toBe(200);
    expect(asKeyword.data.total).toBeLessThan(Number(families.n) / 10);
    for (const body of [
      { partNo: attack },
      { keyword: 'knob', material: attack },
      { keyword: 'knob', dimKey: 'thread', dimValue: attack },
      { keyword: 'knob', dimKey: 'thread', dimValue: "M8' OR '1'='1" },
    ]) {
      const answer = await search(body);
      expect(answer.code, JSON.stringify(body)).toBe(200);
      expect(answer.data.total, JSON.stringify(body)).toBe(0);
    }
    expect(await search({ keyword: 'knob', dimKey: "d1' --", dimValue: '8' })).toMatchObject({ code: 400 });
    expect((await search({ keyword: 'knob' })).data.total).toBeGreaterThan(0);
  });
});
