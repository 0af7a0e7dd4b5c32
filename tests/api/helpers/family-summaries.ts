import { sql } from 'kysely';
import type { Db } from '../../../server/db/connect.ts';

/** A family's search summary (server/db/migrations/026-family-search-summaries.ts), in a shape both sides can give. */
export interface Summary {
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
export async function expectedSummaries(db: Db): Promise<Summary[]> {
  const families = await db
    .selectFrom('productFamilies')
    .select(['id', 'finishEn', 'dimensionColumns'])
    .orderBy('id')
    .execute();
  const variants = await db
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
export async function storedSummaries(db: Db): Promise<Summary[]> {
  const { rows: families } = await sql<Omit<Summary, 'dimensions' | 'columns'>>`
    select family_id, priced_variants, from_price_pence, first_part_no, finishes_en as finishes from family_search order by family_id`.execute(
    db,
  );
  const { rows: dimensions } = await sql<{
    familyId: number;
    key: string;
    texts: string[];
    numbers: number[];
    allNumbers: boolean;
  }>`
    select family_id, key, texts, numbers, all_numbers from family_dimensions`.execute(db);
  const { rows: columns } = await sql<{ familyId: number; key: string }>`
    select family_id, key from family_dimension_columns order by family_id, position`.execute(db);
  return families.map((family) => ({
    ...family,
    finishes: family.finishes.toSorted(byText),
    dimensions: Object.fromEntries(
      dimensions
        .filter((d) => d.familyId === family.familyId)
        .map((d) => [
          d.key,
          {
            texts: d.texts.toSorted(byText),
            numbers: d.numbers.toSorted((a, b) => a - b),
            allNumbers: d.allNumbers,
          },
        ]),
    ),
    columns: columns.filter((c) => c.familyId === family.familyId).map((c) => c.key),
  }));
}
