import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '#contract/calls/menu.ts';
import type { ProductSearchAnswer, ProductSearchSort } from '#contract/calls/search.ts';
import { familiesUnderCategory } from '#contract/site/download-pages.ts';
import { flattenTree } from '../../src/lib/catalogue/tree-walk.ts';
import { searchVersion } from '../../server/catalogue/search-version.ts';
import { setSingleUnitPrice } from './helpers/single-unit-price.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const browse = async (categoryId: number, sort: ProductSearchSort, page = 1, pageSize = 100) =>
  (await api.call<ProductSearchAnswer>('unpri/productSearch', { categoryId, sort, page, pageSize })).body.data;

/** A level-1 group (the largest browse) and the cheapest single-unit price break of a family in it. */
async function groupWithAFamily() {
  const group = await api.db
    .selectFrom('categories')
    .select(['id', 'typePath', 'nameEn'])
    .where('level', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const family = await api.db
    .selectFrom('productFamilies as pf')
    .innerJoin('categories as c', 'c.id', 'pf.categoryId')
    .innerJoin('variants as v', 'v.familyId', 'pf.id')
    .innerJoin('variantPriceBreaks as pb', (join) => join.onRef('pb.variantId', '=', 'v.id').on('pb.minQty', '=', 1))
    .select(['pf.id', 'v.id as variantId'])
    .where('c.typePath', 'like', `${group.typePath}/%`)
    .orderBy('pf.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { group, family };
}

describe('a category browsed as it is, kept per search version', () => {
  it('pages in the asked order over the same families, one card each', async () => {
    const { group } = await groupWithAFamily();
    const first = await browse(group.id, 'priceAsc', 1, 5);
    const second = await browse(group.id, 'priceAsc', 2, 5);
    const whole = await browse(group.id, 'priceAsc', 1, 10);
    expect(first.list.length).toBe(5);
    expect([...first.list, ...second.list].map((card) => card.id)).toEqual(whole.list.map((card) => card.id));
    const prices = whole.list.map((card) => card.fromPricePence);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    expect((await browse(group.id, 'priceDesc', 1, 10)).list[0]!.fromPricePence).toBeGreaterThanOrEqual(prices[9]!);
    expect(first.total).toBe(whole.total);
  });

  it("lists a category's families as the whole catalogue lists them, picked by category: an incremental build reads only the categories it renders (src/lib/catalogue/build-data.ts)", async () => {
    const browseAll = async (categoryId: number) => {
      const cards = [];
      for (let page = 1; ; page++) {
        const answer = await browse(categoryId, 'relevance', page);
        cards.push(...answer.list);
        if (cards.length >= answer.total) return cards.map((card) => card.id);
      }
    };
    const tree = (await api.call<CategoryNode[]>('unpri/categoryTree', {})).body.data;
    const whole = (await Promise.all(tree.map((group) => browseAll(group.id)))).flat();
    const cards = await api.db.selectFrom('productFamilies').select(['id', 'categoryId']).execute();
    const categoryOf = new Map(cards.map((card) => [card.id, card.categoryId]));
    const picked = (node: CategoryNode) =>
      familiesUnderCategory(
        node,
        whole.map((id) => ({ id, categoryId: categoryOf.get(id)! })),
      ).map((family) => family.id);
    const nodes = flattenTree(tree);
    expect(nodes.length).toBeGreaterThan(20);
    for (const node of nodes) expect(await browseAll(node.id), `category ${node.id}`).toEqual(picked(node));
  });

  it('shows a changed price at once: the change moves the version in its own transaction', async () => {
    const { group, family } = await groupWithAFamily();
    await browse(group.id, 'priceAsc');
    const before = await searchVersion(api.db);
    await setSingleUnitPrice(api.db, family.variantId, 1);
    expect(BigInt(await searchVersion(api.db))).toBe(BigInt(before) + 1n);
    const cheapest = (await browse(group.id, 'priceAsc')).list[0]!;
    expect([cheapest.id, cheapest.fromPricePence]).toEqual([family.id, 1]);
  });

  it('moves the version once for a transaction of many changes, and not for one rolled back', async () => {
    const { group } = await groupWithAFamily();
    const before = BigInt(await searchVersion(api.db));
    await api.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('productFamilies')
        .set({ sortOrder: sql`sort_order + 1` })
        .execute();
      await tx
        .updateTable('categories')
        .set({ sortOrder: sql`sort_order + 1` })
        .execute();
    });
    expect(BigInt(await searchVersion(api.db))).toBe(before + 1n);
    await expect(
      api.db.transaction().execute(async (tx) => {
        await tx.updateTable('categories').set({ nameEn: 'Never seen' }).where('id', '=', group.id).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(BigInt(await searchVersion(api.db))).toBe(before + 1n);
  });

  it('names a renamed category in the facets of the group above it', async () => {
    const { group } = await groupWithAFamily();
    const [facet] = (await browse(group.id, 'relevance')).facets.categories;
    await api.db
      .updateTable('categories')
      .set({ nameEn: 'Renamed for the browse' })
      .where('id', '=', facet!.id)
      .execute();
    const renamed = (await browse(group.id, 'relevance')).facets.categories.find((c) => c.id === facet!.id);
    expect(renamed?.name).toBe('Renamed for the browse');
  });
});
