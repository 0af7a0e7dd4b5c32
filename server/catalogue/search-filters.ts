import { sql, type RawBuilder } from 'kysely';
import { familyOfPartNumber, keywordTests, partNumberPrefix } from './search-keyword.ts';
import type { SearchKeyword } from './search-synonym-swaps.ts';

/** One dimension of the variants (`dims ->> key`): an exact value, or a range of numbers. */
export type DimensionFilter = { key: string } & (
  { value: string } | { min?: number | undefined; max?: number | undefined }
);

export interface SearchCriteria {
  keyword?: SearchKeyword | undefined;
  partNo?: string | undefined;
  categoryTypePath?: string | undefined;
  material?: string | undefined;
  finish?: string | undefined;
  dimension?: DimensionFilter | undefined;
}

/** The filters that have a facet; a facet is counted without its own filter. */
export type FacetName = 'category' | 'material' | 'finish' | 'dimension';

type Condition = RawBuilder<boolean>;

/** Where-clauses on product_families aliased `pf`: the query's own, and each facet's filter. */
export interface SearchConditions {
  query: Condition[];
  facets: Partial<Record<FacetName, Condition>>;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

function inCategory(typePath: string): Condition {
  return sql<boolean>`pf.category_id in (select id from categories where type_path = ${typePath} or type_path like ${`${typePath}/%`})`;
}

/** A family's summary row of one key of its variants' dims (server/db/migrations/026-family-search-summaries.ts) meets the test. */
function familyDimension(key: string, test: RawBuilder<unknown>): Condition {
  return sql<boolean>`exists (select 1 from family_dimensions d where d.family_id = pf.id and d.key = ${key}::text and ${test})`;
}

/** Some variant has the finish: its own, else its family's (server/db/migrations/021-variant-finishes.ts). */
function hasFinish(finish: string): Condition {
  return sql<boolean>`exists (select 1 from family_search s where s.family_id = pf.id and ${finish}::text = any(s.finishes_en))`;
}

/**
 * Some variant has the dimension: an exact value as written (`dims ->> key`), or a number (a JSON
 * number, compared as float8, as JavaScript does) in the range.
 */
function hasDimension(filter: DimensionFilter): Condition {
  if ('value' in filter) {
    // '6.50' finds 6.5: a number typed as text is also compared as a number.
    const number = NUMBER.test(filter.value) ? sql` or ${filter.value}::float8 = any(d.numbers)` : sql``;
    return familyDimension(filter.key, sql`(${filter.value}::text = any(d.texts)${number})`);
  }
  const bounds = [
    ...(filter.min === undefined ? [] : [sql`n >= ${filter.min}::float8`]),
    ...(filter.max === undefined ? [] : [sql`n <= ${filter.max}::float8`]),
  ];
  return familyDimension(
    filter.key,
    bounds.length
      ? sql`exists (select 1 from unnest(d.numbers) as u (n) where ${sql.join(bounds, sql` and `)})`
      : sql`cardinality(d.numbers) > 0`,
  );
}

/** A variant's finish: its own, else its family's (server/db/migrations/021-variant-finishes.ts). */
const VARIANT_FINISH_EN = sql<string>`coalesce(v.finish_en, pf.finish_en)`;

/** The dimension filter's test of one variant `v`. */
function dimensionTest(filter: DimensionFilter): Condition {
  // The key is a bound value like any other; ::text picks jsonb's text operators over the integer ones.
  const text = sql<string>`(v.dims ->> ${filter.key}::text)`;
  // Only JSON numbers reach the cast, so a text value such as 'M8' never fails; float8 compares as JavaScript does.
  const number = sql<number>`(case when jsonb_typeof(v.dims -> ${filter.key}::text) = 'number' then (v.dims -> ${filter.key}::text)::float8 end)`;
  if ('value' in filter) {
    // '6.50' finds 6.5: a number typed as text is also compared as a number.
    const exact = NUMBER.test(filter.value)
      ? sql`(${text} = ${filter.value} or ${number} = ${filter.value}::float8)`
      : sql`${text} = ${filter.value}`;
    return exact as Condition;
  }
  const bounds = [
    ...(filter.min === undefined ? [] : [sql`${number} >= ${filter.min}::float8`]),
    ...(filter.max === undefined ? [] : [sql`${number} <= ${filter.max}::float8`]),
  ];
  return bounds.length ? sql.join(bounds, sql` and `) : sql`${number} is not null`;
}

/**
 * The filters that pick variants, not only families (part number, finish, dimension), as tests of one
 * variant `v` of the family `pf`: a result card shows the first variant that passes them all
 * (server/catalogue/search-matched-parts.ts).
 */
export function variantTests(criteria: SearchCriteria): Condition[] {
  return [
    ...(criteria.partNo === undefined ? [] : [sql<boolean>`v.part_no like ${partNumberPrefix(criteria.partNo)}`]),
    ...(criteria.finish === undefined ? [] : [sql<boolean>`${VARIANT_FINISH_EN} = ${criteria.finish}`]),
    ...(criteria.dimension === undefined ? [] : [dimensionTest(criteria.dimension)]),
  ];
}

export function searchConditions(criteria: SearchCriteria): SearchConditions {
  const query: Condition[] = [];
  const facets: SearchConditions['facets'] = {};
  if (criteria.keyword !== undefined) query.push(keywordTests(criteria.keyword).matches);
  if (criteria.partNo !== undefined)
    query.push(familyOfPartNumber(sql`v.part_no like ${partNumberPrefix(criteria.partNo)}`));
  if (criteria.categoryTypePath !== undefined) {
    const category = inCategory(criteria.categoryTypePath);
    // Without a keyword or part number the category is what is being browsed, not a refinement.
    if (query.length) facets.category = category;
    else query.push(category);
  }
  if (criteria.material !== undefined) facets.material = sql<boolean>`pf.material_en = ${criteria.material}`;
  if (criteria.finish !== undefined) facets.finish = hasFinish(criteria.finish);
  if (criteria.dimension !== undefined) facets.dimension = hasDimension(criteria.dimension);
  return { query, facets };
}

/** The conditions joined with `and` (true when there are none). */
export function allOf(conditions: Condition[]): Condition {
  return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : sql<boolean>`true`;
}
