import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => { api = await openTestApi(); });
afterAll(() => api.close());

interface Summary {
  familyId: number;
  pricedVariants: number;
  fromPricePence: number | null;
  firstPartNo: string | null;
  finishes: string[];
  dimensions: Record<string, { texts: string[]; numbers: number[]; allNumbers: boolean }>;
  columns: string[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each family's summary worked out in JavaScript from the catalogue's own rows. */
async function expectedSummaries(): Promise<Summary[]> {
  const families = await api.db.selectFrom('productFamilies').select(['id', 'finishEn', 'dimensionColumns']).orderBy('id').execute();
  const variants = await api.db
    .selectFrom('variants as v')
    .leftJoin('variantPriceBreaks as pb', (join) => join.onRef('pb.variantId', '=', 'v.id').on('pb.minQty', '=', 1))
    .select(['v.familyId', 'v.partNo', 'v.dims', 'v.finishEn', 'pb.unitPricePence'])
    .orderBy('v.sortOrder')
    .orderBy('v.id')
    .execute();
  return families.map((family) => {
    const own = variants.filter((v) => v.familyId === family.id);
    const priced = own.filter((v) => v.unitPricePence !== null);
    const dimensions: Summary['dimensions'] = {};
    for (const [key, value] of own.flatMap((v) => Object.entries(v.dims))) {
      const entry = (dimensions[key] ??= { texts: [], numbers: [], allNumbers: true });
      if (!entry.texts.includes(String(value))) entry.texts.push(String(value));
      if (typeof value === 'number' && !entry.numbers.includes(value)) entry.numbers.push(value);
      entry.allNumbers &&= typeof value === 'number';
    }
    for (const entry of Object.values(dimensions)) {
      entry.texts.sort(byText);
      entry.numbers.sort((a, b) => a - b);
    }
    return {
      familyId: family.id,
      pricedVariants: priced.length,
      fromPricePence: priced.length ? Math.min(...priced.map((v) => v.unitPricePence!)) : null,
      firstPartNo: priced[0]?.partNo ?? null,
      finishes: [...new Set(own.map((v) => v.finishEn ?? family.finishEn))].sort(byText),
      dimensions,
      columns: family.dimensionColumns.map((column) => column.key),
    };
  });
}

/** The summaries the triggers keep (server/db/migrations/026-family-search-summaries.ts), in the same shape. */
async function storedSummaries(): Promise<Summary[]> {
  const { rows: families } = await sql<Omit<Summary, 'dimensions' | 'columns'>>`
    select family_id, priced_variants, from_price_pence, first_part_no, finishes_en as finishes from family_search order by family_id`.execute(api.db);
  const { rows: dimensions } = await sql<{ familyId: number; key: string; texts: string[]; numbers: number[]; allNumbers: boolean }>`
    select family_id, key, texts, numbers, all_numbers from family_dimensions`.execute(api.db);
  const { rows: columns } = await sql<{ familyId: number; key: string }>`
    select family_id, key from family_dimension_columns order by family_id, position`.execute(api.db);
  return families.map((family) => ({
    ...family,
    finishes: family.finishes.toSorted(byText),
    dimensions: Object.fromEntries(dimensions.filter((d) => d.familyId === family.familyId).map((d) => [d.key, {
      texts: d.texts.toSorted(byText),
      numbers: d.numbers.toSorted((a, b) => a - b),
      allNumbers: d.allNumbers,
    }])),
    columns: columns.filter((c) => c.familyId === family.familyId).map((c) => c.key),
  }));
}

const someFamily = async (offset: number) =>
  (await api.db.selectFrom('productFamilies').select(['id', 'code']).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow());

const firstVariant = (familyId: number) =>
  api.db.selectFrom('variants').select(['id', 'partNo']).where('familyId', '=', familyId).orderBy('sortOrder').orderBy('id').limit(1).executeTakeFirstOrThrow();

describe('search summaries follow every catalogue write in its own transaction', () => {
  it('match the catalogue as seeded', async () => {
    expect(await storedSummaries()).toEqual(await expectedSummaries());
  });

  it('follow a changed price, a new variant with its own finish and dimension, and a removed one', async () => {
    const family = await someFamily(3);
    const first = await firstVariant(family.id);
    await api.db.updateTable('variantPriceBreaks').set({ unitPricePence: 1 }).where('variantId', '=', first.id).where('minQty', '=', 1).execute();
    await api.db.transaction().execute(async (tx) => {
      const added = await tx.insertInto('variants').values({
        familyId: family.id, partNo: `${family.code}-SUMMARY`, dims: JSON.stringify({ summaryKey: 'M99', d1: 'wide' }),
        weightGrams: 1, stock: 1, leadTimeDays: 1, sortOrder: -1, finishEn: 'Summary finish', finishZh: '摘要表面',
      }).returning('id').executeTakeFirstOrThrow();
      await tx.insertInto('variantPriceBreaks').values({ variantId: added.id, minQty: 1, unitPricePence: 5 }).execute();
    });
    const stored = (await storedSummaries()).find((s) => s.familyId === family.id)!;
    expect(stored).toMatchObject({ fromPricePence: 1, firstPartNo: `${family.code}-SUMMARY` });
    expect(stored.finishes).toContain('Summary finish');
    expect(stored.dimensions.summaryKey).toEqual({ texts: ['M99'], numbers: [], allNumbers: false });
    expect(await storedSummaries()).toEqual(await expectedSummaries());

    const found = (await api.call<ProductSearchAnswer>('unpri/productSearch', { partNo: `${family.code}-SUMMARY` })).body.data;
    expect(found.list.map((card) => [card.id, card.fromPricePence])).toEqual([[family.id, 1]]);

    await api.db.deleteFrom('variants').where('partNo', '=', `${family.code}-SUMMARY`).execute();
    expect((await storedSummaries()).find((s) => s.familyId === family.id)!.finishes).not.toContain('Summary finish');
    expect(await storedSummaries()).toEqual(await expectedSummaries());
  });

  it('follow a family losing its prices, changing its finish and columns, and being deleted', async () => {
    const unpriced = await someFamily(5);
    await api.db.deleteFrom('variantPriceBreaks')
      .where('variantId', 'in', api.db.selectFrom('variants').select('id').where('familyId', '=', unpriced.id))
      .execute();
    await api.db.updateTable('productFamilies').set({ finishEn: 'Renamed finish', dimensionColumns: JSON.stringify([]) }).where('id', '=', unpriced.id).execute();
    const stored = (await storedSummaries()).find((s) => s.familyId === unpriced.id)!;
    expect(stored).toMatchObject({ pricedVariants: 0, fromPricePence: null, firstPartNo: null, columns: [] });
    const search = (await api.call<ProductSearchAnswer>('unpri/productSearch', { keyword: unpriced.code })).body.data;
    expect(search.list.map((card) => card.id)).not.toContain(unpriced.id);

    const deleted = await someFamily(7);
    await api.db.deleteFrom('productFamilies').where('id', '=', deleted.id).execute();
    expect((await storedSummaries()).map((s) => s.familyId)).not.toContain(deleted.id);
    expect(await storedSummaries()).toEqual(await expectedSummaries());
  });
});
