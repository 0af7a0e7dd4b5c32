import { sql } from 'kysely';
import type { DimensionFacet, DimensionValueCount } from '#contract/calls/search.ts';
import type { Db } from '../db/connect.ts';
import { idIn } from '../db/id-in.ts';

const MAX_DIMENSIONS = 6;
const MAX_VALUES = 20;

interface KeyRow {
  key: string;
  labelEn: string;
  labelZh: string;
  unit: string | null;
}

interface RangeRow {
  key: string;
  numeric: boolean | null;
  min: number | null;
  max: number | null;
}

interface ValueRow {
  key: string;
  value: string;
  families: number;
}

/**
 * The dimension keys at least half the families have, most common first. Kinds of part reuse keys
 * (d1 is a knob's outer diameter but a lever's hub), so a key takes its most common label.
 */
async function commonKeys(db: Db, familyIds: number[]): Promise<KeyRow[]> {
  const { rows } = await sql<KeyRow>`
    with labelled as (
      select d.key, d.label_en, d.label_zh, d.unit, count(*) as n
      from family_dimension_columns d
      where ${idIn('d.familyId', familyIds)}
      group by 1, 2, 3, 4
    ),
    keyed as (
      select distinct on (key) key, label_en, label_zh, unit, sum(n) over (partition by key) as families
      from labelled
      order by key, n desc, label_en
    )
    select key, label_en, label_zh, unit from keyed
    where families * 2 >= ${familyIds.length}
    order by families desc, key
    limit ${MAX_DIMENSIONS}`.execute(db);
  return rows;
}

/** Per key: whether every value is a JSON number, and then their range. */
async function ranges(db: Db, familyIds: number[], keys: string[]): Promise<RangeRow[]> {
  // to_json keeps each number as the variants wrote it (a numeric), read back as a JavaScript number.
  const { rows } = await sql<RangeRow>`
    select d.key, bool_and(d.all_numbers) as numeric, to_json(min(d.min)) as min, to_json(max(d.max)) as max
    from family_dimensions d
    where ${idIn('d.familyId', familyIds)} and d.key = any(${keys}::text[])
    group by d.key`.execute(db);
  return rows;
}

/** Per value of each text key: how many of the families have a variant of it (each family lists a value once). */
async function valueCounts(db: Db, familyIds: number[], keys: string[]): Promise<ValueRow[]> {
  if (!keys.length) return [];
  const { rows } = await sql<ValueRow>`
    select d.key, t.value, count(*)::int as families
    from family_dimensions d cross join lateral unnest(d.texts) as t (value)
    where ${idIn('d.familyId', familyIds)} and d.key = any(${keys}::text[])
    group by d.key, t.value`.execute(db);
  return rows;
}

function facetOf(column: KeyRow, range: RangeRow | undefined, values: ValueRow[]): DimensionFacet {
  const head = { key: column.key, label: column.labelEn, labelZh: column.labelZh, unit: column.unit };
  if (range?.numeric && range.min !== null && range.max !== null) return { ...head, min: range.min, max: range.max };
  const common: DimensionValueCount[] = values
    .toSorted((a, b) => b.families - a.families || a.value.localeCompare(b.value, 'en', { numeric: true }))
    .slice(0, MAX_VALUES)
    .map((r) => ({ value: r.value, count: r.families }));
  return { ...head, values: common };
}

/**
 * The main dimensions of the families: a range for numbers, the most common values for text (M8, DB3 …).
 * Read from the families' summaries (server/db/migrations/026-family-search-summaries.ts), not their variants.
 */
export async function dimensionFacets(db: Db, familyIds: number[]): Promise<DimensionFacet[]> {
  const columns = await commonKeys(db, familyIds);
  if (!columns.length) return [];
  const rangeRows = await ranges(
    db,
    familyIds,
    columns.map((c) => c.key),
  );
  const rangeOf = (key: string) => rangeRows.find((r) => r.key === key);
  const textKeys = columns.map((c) => c.key).filter((key) => !rangeOf(key)?.numeric);
  const values = await valueCounts(db, familyIds, textKeys);
  return columns.map((column) =>
    facetOf(
      column,
      rangeOf(column.key),
      values.filter((v) => v.key === column.key),
    ),
  );
}
