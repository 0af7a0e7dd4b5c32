import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import { changedFamilies, searchVersion } from '../../server/catalogue/search-version.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const facetsOf = async (keyword: string) =>
  (await api.call<ProductSearchAnswer>('unpri/productSearch', { keyword, pageSize: 100 })).body.data;

/** A family found by "knob", its material and level-3 category. */
const someKnob = async () => {
  const found = await facetsOf('knob');
  return { found, family: found.list[0]! };
};

describe('the facet index follows the committed catalogue', () => {
  it('notes the families a transaction changed under its one new version', async () => {
    const { family } = await someKnob();
    const before = await searchVersion(api.db);
    await api.db.updateTable('productFamilies').set({ sortOrder: 7 }).where('id', '=', family.id).execute();
    const after = await searchVersion(api.db);
    expect(BigInt(after)).toBe(BigInt(before) + 1n);
    expect(await changedFamilies(api.db, before, after)).toEqual(new Set([family.id]));
    await api.db
      .updateTable('categories')
      .set({ sortOrder: sql`sort_order` })
      .where('id', '=', family.categoryId)
      .execute();
    expect(await changedFamilies(api.db, after, await searchVersion(api.db))).toEqual(new Set([0]));
    expect(await changedFamilies(api.db, before, before)).toEqual(new Set());
  });

  it("counts a family's new material at once, and forgets a deleted family", async () => {
    const { found, family } = await someKnob();
    await api.db
      .updateTable('productFamilies')
      .set({ materialEn: 'Facet index test alloy', materialZh: '测试合金' })
      .where('id', '=', family.id)
      .execute();
    const changed = await facetsOf('knob');
    expect(changed.facets.materials).toContainEqual({ value: 'Facet index test alloy', valueZh: '测试合金', count: 1 });
    const wasCounted = found.facets.materials.find((m) => m.value === family.material)!;
    expect(changed.facets.materials.find((m) => m.value === family.material)?.count ?? 0).toBe(wasCounted.count - 1);

    // A new family (a copy without parts) counts at once, and no longer once deleted.
    const copy = await api.db
      .selectFrom('productFamilies')
      .selectAll()
      .where('id', '=', family.id)
      .executeTakeFirstOrThrow();
    const { id: newId } = await api.db
      .insertInto('productFamilies')
      .values({
        ...copy,
        id: sql<number>`(select max(id) + 1 from product_families)`,
        code: `${copy.code}-FACETS`,
        slug: `${copy.slug}-facets`,
        dimensionColumns: JSON.stringify(copy.dimensionColumns),
        shape: JSON.stringify(copy.shape),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const added = await facetsOf('knob');
    expect(added.total).toBe(changed.total + 1);
    expect(added.facets.materials).toContainEqual({ value: 'Facet index test alloy', valueZh: '测试合金', count: 2 });

    await api.db.deleteFrom('productFamilies').where('id', '=', newId).execute();
    const deleted = await facetsOf('knob');
    expect(deleted.total).toBe(changed.total);
    expect(deleted.facets).toEqual(changed.facets);
  });

  it('reads everything again when the changes kept no longer reach back to its version', async () => {
    const { family } = await someKnob();
    const before = await searchVersion(api.db);
    await api.db
      .updateTable('productFamilies')
      .set({ materialEn: 'Read in full alloy', materialZh: '全读合金' })
      .where('id', '=', family.id)
      .execute();
    await sql`delete from search_changes`.execute(api.db);
    await api.db.updateTable('productFamilies').set({ sortOrder: 3 }).where('id', '=', family.id).execute();
    expect(await changedFamilies(api.db, before, await searchVersion(api.db))).toBeNull();
    expect((await facetsOf('knob')).facets.materials).toContainEqual({
      value: 'Read in full alloy',
      valueZh: '全读合金',
      count: 1,
    });
  });
});
