import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partialBuildOf } from '../../server/publish/incremental.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** What an incremental publish renders, read from the demo catalogue (server/publish/incremental.ts). */
let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

/** A family's category and every category above it, walked here one parent at a time. */
async function chainOf(familyId: number): Promise<number[]> {
  const family = await api.db
    .selectFrom('productFamilies')
    .select('categoryId')
    .where('id', '=', familyId)
    .executeTakeFirstOrThrow();
  const chain: number[] = [];
  for (let id: number | null = family.categoryId; id !== null;) {
    chain.push(id);
    id = (await api.db.selectFrom('categories').select('parentId').where('id', '=', id).executeTakeFirstOrThrow())
      .parentId;
  }
  return chain.sort((a, b) => a - b);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('the pages of an incremental build', () => {
  it("renders a family's pages and every category listing it, and the download views of the one category with the fewest families when its entry there is unchanged", async () => {
    const family = (
      await api.db.selectFrom('productFamilies').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
    const partial = await partialBuildOf(api.db, {
      families: [family],
      downloadFamilies: [],
      renamedFamilies: [],
      categories: [],
      services: [],
      pages: [],
    });
    expect(partial.families).toEqual([family]);
    expect(sorted(partial.categories)).toEqual(await chainOf(family));
    const counts = await api.db
      .selectFrom('productFamilies')
      .select(['categoryId', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('categoryId')
      .execute();
    const fewest = Math.min(...counts.map((c) => Number(c.n)));
    expect(partial.downloads).toHaveLength(1);
    // No family's entry changed: only the first page of that view renders (contract/site/download-pages.ts).
    expect(partial.downloadFamilies).toEqual([]);
    expect(Number(counts.find((c) => c.categoryId === partial.downloads[0])?.n)).toBe(fewest);
    // One service and one info page, unchanged, so every template is rendered once.
    expect(partial.services).toHaveLength(1);
    expect(partial.pages).toHaveLength(1);
  });

  it('renders the download views of every category listing a family whose entry there changed', async () => {
    const [a, b] = (await api.db.selectFrom('productFamilies').select('id').orderBy('id').limit(2).execute()).map(
      (f) => f.id,
    );
    const partial = await partialBuildOf(api.db, {
      families: [a!, b!],
      downloadFamilies: [b!],
      renamedFamilies: [],
      categories: [],
      services: [],
      pages: ['faq'],
    });
    expect(sorted(partial.downloads)).toEqual(await chainOf(b!));
    // Of those views, the pages holding that family: the site finds them (src/lib/publish/partial-build.ts).
    expect(partial.downloadFamilies).toEqual([b]);
    expect(sorted(partial.categories)).toEqual(
      [...new Set([...(await chainOf(a!)), ...(await chainOf(b!))])].sort((x, y) => x - y),
    );
    expect(partial.pages).toEqual(['faq']);
  });
});
