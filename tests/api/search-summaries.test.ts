import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import { expectedSummaries, storedSummaries } from './helpers/family-summaries.ts';
import { setSingleUnitPrice } from './helpers/single-unit-price.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const someFamily = async (offset: number) =>
  await api.db
    .selectFrom('productFamilies')
    .select(['id', 'code'])
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();

const firstVariant = (familyId: number) =>
  api.db
    .selectFrom('variants')
    .select(['id', 'partNo'])
    .where('familyId', '=', familyId)
    .orderBy('sortOrder')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();

describe('search summaries follow every catalogue write in its own transaction', () => {
  it('match the catalogue as seeded', async () => {
    expect(await storedSummaries(api.db)).toEqual(await expectedSummaries(api.db));
  });

  it('follow a changed price, a new variant with its own finish and dimension, and a removed one', async () => {
    const family = await someFamily(3);
    const first = await firstVariant(family.id);
    await setSingleUnitPrice(api.db, first.id, 1);
    await api.db.transaction().execute(async (tx) => {
      const added = await tx
        .insertInto('variants')
        .values({
          familyId: family.id,
          partNo: `${family.code}-SUMMARY`,
          dims: JSON.stringify({ summaryKey: 'M99', d1: 'wide' }),
          weightGrams: 1,
          stock: 1,
          leadTimeDays: 1,
          sortOrder: -1,
          finishEn: 'Summary finish',
          finishZh: '摘要表面',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('variantPriceBreaks').values({ variantId: added.id, minQty: 1, unitPricePence: 5 }).execute();
    });
    const stored = (await storedSummaries(api.db)).find((s) => s.familyId === family.id)!;
    expect(stored).toMatchObject({ fromPricePence: 1, firstPartNo: `${family.code}-SUMMARY` });
    expect(stored.finishes).toContain('Summary finish');
    expect(stored.dimensions.summaryKey).toEqual({ texts: ['M99'], numbers: [], allNumbers: false });
    expect(await storedSummaries(api.db)).toEqual(await expectedSummaries(api.db));

    const found = (await api.call<ProductSearchAnswer>('unpri/productSearch', { partNo: `${family.code}-SUMMARY` }))
      .body.data;
    expect(found.list.map((card) => [card.id, card.fromPricePence])).toEqual([[family.id, 1]]);

    await api.db.deleteFrom('variants').where('partNo', '=', `${family.code}-SUMMARY`).execute();
    expect((await storedSummaries(api.db)).find((s) => s.familyId === family.id)!.finishes).not.toContain(
      'Summary finish',
    );
    expect(await storedSummaries(api.db)).toEqual(await expectedSummaries(api.db));
  });

  it('follow a family losing its prices, changing its finish and columns, and being deleted', async () => {
    const unpriced = await someFamily(5);
    await api.db
      .deleteFrom('variantPriceBreaks')
      .where('variantId', 'in', api.db.selectFrom('variants').select('id').where('familyId', '=', unpriced.id))
      .execute();
    await api.db
      .updateTable('productFamilies')
      .set({ finishEn: 'Renamed finish', dimensionColumns: JSON.stringify([]) })
      .where('id', '=', unpriced.id)
      .execute();
    const stored = (await storedSummaries(api.db)).find((s) => s.familyId === unpriced.id)!;
    expect(stored).toMatchObject({ pricedVariants: 0, fromPricePence: null, firstPartNo: null, columns: [] });
    const search = (await api.call<ProductSearchAnswer>('unpri/productSearch', { keyword: unpriced.code })).body.data;
    expect(search.list.map((card) => card.id)).not.toContain(unpriced.id);

    const deleted = await someFamily(7);
    await api.db.deleteFrom('productFamilies').where('id', '=', deleted.id).execute();
    expect((await storedSummaries(api.db)).map((s) => s.familyId)).not.toContain(deleted.id);
    expect(await storedSummaries(api.db)).toEqual(await expectedSummaries(api.db));
  });
});
