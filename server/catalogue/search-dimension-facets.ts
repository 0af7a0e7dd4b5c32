import { sql, type RawBuilder } from 'kysely';
import type { DimensionFacet, DimensionValueCount } from '#contract/calls/search.ts';
import type { Db } from '../db/connect.ts';
import { idIn } from './search-matches.ts';

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
  value: string;
  families: number;
}

/**
 * The dimension keys at least half the families have, most common first. Kinds of part reuse keys
 * (d1 is a knob's outer diameter but a lever's hub), so a key takes its most common label.
 */
async function commonKeys(db: Db, families: RawBuilder<boolean>): Promise<KeyRow[]> {
  const { rows } = await sql<KeyRow>`
    with m as (select pf.dimension_columns from product_families pf where ${families}),
    labelled as (
      select c ->> 'key' as key, c ->> 'labelEn' as label_en, c ->> 'labelZh' as label_zh, c ->> 'unit' as unit, count(*) as n
      from m cross join lateral jsonb_array_elements(m.dimension_columns) as c
      group by 1, 2, 3, 4
    ),
    keyed as (
      select distinct on (key) key, label_en, label_zh, unit, sum(n) over (partition by key) as families
      from labelled
      order by key, n desc, label_en
    )
    select key, label_en, label_zh, unit from keyed
    where families * 2 >= (select count(*) from m)
    order by families desc, key
    limit ${MAX_DIMENSIONS}`.execute(db);
  return rows;
}

/** Per key: whether every value is a JSON number, and then their range. */
async function ranges(db: Db, familyIds: number[], keys: string[]): Promise<RangeRow[]> {
  // Column names e0, e1 … come from positions; the keys themselves are bound.
  const value = (i: number) => sql.id(`e${i}`);
  const extracted = sql.join(keys.map((key, i) => sql`v.dims -> ${key}::text as ${value(i)}`));
  const stats = sql.join(keys.map((key, i) => {
    const number = sql`case when jsonb_typeof(${value(i)}) = 'number' then ${value(i)}::numeric end`;
    return sql`json_build_object('key', ${key}::text, 'numeric', bool_and(jsonb_typeof(${value(i)}) = 'number') filter (where ${value(i)} is not null), 'min', min(${number}), 'max', max(${number}))`;
  }));
  // Materialised, so each value is taken out of dims once per variant rather than once per use.
  const { rows } = await sql<{ ranges: RangeRow[] }>`
    with x as materialized (
      select ${extracted} from variants v where ${idIn('v.familyId', familyIds)}
    )
    select json_build_array(${stats}) as ranges from x`.execute(db);
  return rows[0]?.ranges ?? [];
}

/** Per value of a text key: how many of the families have a variant of it. */
async function valueCounts(db: Db, familyIds: number[], key: string): Promise<ValueRow[]> {
  const { rows } = await sql<ValueRow>`
    select value, count(*)::int as families
    from (
      select distinct v.family_id, v.dims ->> ${key}::text as value
      from variants v
      where ${idIn('v.familyId', familyIds)} and v.dims ? ${key}::text
    ) as family_values
    group by value`.execute(db);
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
 * The variants are read by family id through their index, not by a join from the families.
 */
export async function dimensionFacets(db: Db, familyIds: number[]): Promise<DimensionFacet[]> {
  const columns = await commonKeys(db, idIn('pf.id', familyIds));
  if (!columns.length) return [];
  const rangeRows = await ranges(db, familyIds, columns.map((c) => c.key));
  return Promise.all(columns.map(async (column) => {
    const range = rangeRows.find((r) => r.key === column.key);
    return facetOf(column, range, range?.numeric ? [] : await valueCounts(db, familyIds, column.key));
  }));
}
