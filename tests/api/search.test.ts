import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchTopAnswer } from '#contract/calls/search.ts';
import type { Page } from '#contract/calls/paging.ts';
import type { FamilyCard, ProductDetail } from '#contract/calls/catalogue.ts';
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

const top = async (name: string) => (await api.call<SearchTopAnswer>('unpri/productSearchTop', { name })).body;
const search = async (body: object) => (await api.call<Page<FamilyCard>>('unpri/productSearch', body)).body;

describe('productSearchTop', () => {
  it('opens the one product an exact part number names, in any letter case, with or without hyphens, and names the variant', async () => {
    const partNo = sample.variants[1]!.partNo;
    const compact = partNo.replaceAll('-', '');
    for (const typed of [
      partNo,
      partNo.toLowerCase(),
      `  ${partNo} `,
      partNo.replaceAll('-', ' '),
      compact,
      compact.toLowerCase(),
    ]) {
      const answer = await top(typed);
      expect(answer.data, typed).toEqual({ onlyOneProduct: true, id: sample.id, name: sample.slug, total: 1, partNo });
    }
  });

  it('takes a part number without hyphens only when one part number reads so', async () => {
    // Two part numbers that differ only in where their hyphens are: the compact form names neither.
    const [a, b] = sample.variants;
    await api.db.updateTable('variants').set({ partNo: 'LH-77-1' }).where('id', '=', a!.id).execute();
    await api.db.updateTable('variants').set({ partNo: 'LH-7-71' }).where('id', '=', b!.id).execute();
    try {
      expect((await top('LH771')).data.partNo).toBeNull();
      expect((await top('lh-7-71')).data).toMatchObject({ onlyOneProduct: true, partNo: 'LH-7-71' });
    } finally {
      await api.db.updateTable('variants').set({ partNo: a!.partNo }).where('id', '=', a!.id).execute();
      await api.db.updateTable('variants').set({ partNo: b!.partNo }).where('id', '=', b!.id).execute();
    }
  });

  it('answers the list when several families match', async () => {
    const answer = await top('knob');
    expect(answer.data.onlyOneProduct).toBe(false);
    expect(answer.data.id).toBeNull();
    expect(answer.data.total).toBeGreaterThan(1);
  });

  it('answers no product for nonsense', async () => {
    expect((await top('qqxqzzv')).data).toEqual({
      onlyOneProduct: false,
      id: null,
      name: null,
      total: 0,
      partNo: null,
    });
  });

  it('validates the limit of 60 characters (docs/spec.md#constants)', async () => {
    expect(await top('x'.repeat(61))).toMatchObject({ code: 400, msg: 'Search cannot exceed 60 characters' });
    expect(await top('   ')).toMatchObject({ code: 400, msg: 'Please enter your search' });
    expect((await api.call('unpri/productSearchTop', { name: 42 })).body).toMatchObject({
      code: 400,
      msg: 'Search must be text',
    });
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await top('%')).data.total).toBe(0);
    expect((await top('_')).data.total).toBe(0);
  });
});

describe('productSearch', () => {
  it('finds families by part-number prefix, best match first', async () => {
    const page = await search({ keyword: sample.code });
    expect(page.data.list[0]!.id).toBe(sample.id);
  });

  it('finds by a word of the English name and by the Chinese name', async () => {
    const english = await search({ keyword: 'hinge', pageSize: 100 });
    expect(english.data.total).toBeGreaterThan(0);
    expect(english.data.list.every((f) => /hinge/i.test(f.name))).toBe(true);
    const chinese = await search({ keyword: sample.nameZh });
    expect(chinese.data.list.map((f) => f.id)).toContain(sample.id);
  });

  it('finds names despite a typo (pg_trgm)', async () => {
    const typo = sample.name.toLowerCase().replace(/([a-z])([a-z])/, '$2$1');
    const page = await search({ keyword: typo, pageSize: 50 });
    expect(page.data.list.map((f) => f.id)).toContain(sample.id);
  });

  it("forgives a typo less alike than pg_trgm's default allows: the session threshold of server/db/session-settings.ts", async () => {
    // "klamp" is 0.5 alike to "clamp" as a word: under pg_trgm's default 0.6, over the shop's 0.45.
    const page = await search({ keyword: 'klamp', pageSize: 50 });
    expect(page.data.list.length).toBeGreaterThan(0);
    for (const family of page.data.list) expect(family.name.toLowerCase()).toContain('clamp');
  });

  it('narrows to a category and pages', async () => {
    const all = await search({ keyword: 'clamp', pageSize: 100 });
    const inWorkHolding = await search({ keyword: 'clamp', categoryId: 3, pageSize: 100 });
    expect(inWorkHolding.data.total).toBeGreaterThan(0);
    expect(inWorkHolding.data.total).toBeLessThanOrEqual(all.data.total);
    const second = await search({ keyword: 'clamp', categoryId: 3, page: 2, pageSize: 1 });
    expect(second.data.list[0]?.id).toBe(inWorkHolding.data.list[1]?.id);
    expect(await search({ keyword: 'clamp', categoryId: 424_242 })).toMatchObject({ code: 404 });
  });
});

describe('a result that matched one part', () => {
  it("gives that part's own single-unit price beside the family's figures; a result found by name gives none", async () => {
    const unitPrice = (v: ProductDetail['variants'][number]) =>
      v.priceBreaks.find((b) => b.minQty === 1)!.unitPricePence;
    // The dearest part, so its price is not the family's "from" price.
    const dearest = sample.variants.toSorted((a, b) => unitPrice(b) - unitPrice(a))[0]!;
    expect(unitPrice(dearest)).toBeGreaterThan(sample.fromPricePence);
    for (const body of [{ partNo: dearest.partNo }, { keyword: dearest.partNo }]) {
      const card = (await search(body)).data.list.find((c) => c.id === sample.id)!;
      expect(card, JSON.stringify(body)).toMatchObject({
        matchedPartNo: dearest.partNo,
        matchedPartPricePence: unitPrice(dearest),
        // By which a logged-in buyer's page asks for the buyer's own price of the part.
        matchedVariantId: dearest.id,
        fromPricePence: sample.fromPricePence,
        variantCount: sample.variantCount,
      });
    }
    // A prefix that several parts share names the first, at the family's "from" price, not one of theirs.
    const several = sample.variants.filter((v) => v.partNo.startsWith(sample.code)).length;
    expect(several).toBeGreaterThan(1);
    const byPrefix = (await search({ partNo: sample.code })).data.list.find((c) => c.id === sample.id)!;
    expect(byPrefix.matchedPartNo).toBe(sample.variants[0]!.partNo);
    expect(byPrefix).not.toHaveProperty('matchedPartPricePence');
    expect(byPrefix).not.toHaveProperty('matchedVariantId');
    expect(byPrefix.fromPricePence).toBe(sample.fromPricePence);
    const byName = (await search({ keyword: sample.name })).data.list.find((c) => c.id === sample.id)!;
    expect(byName.matchedPartNo).toBeUndefined();
    expect(byName).not.toHaveProperty('matchedPartPricePence');
  });
});
