import type { RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { allOf, type FacetName, type SearchConditions } from './search-filters.ts';

/** The families a search found, and those each facet counts (every filter but its own). */
export interface Matches {
  /** Ids matching every filter, or every filter but the named facet's. */
  ids(except?: FacetName): number[];
}

const facetsOf = (conditions: SearchConditions) =>
  Object.entries(conditions.facets) as Array<[FacetName, RawBuilder<boolean>]>;

/** The families matching the query's conditions, each with a flag per facet filter (scripts/bench/search-explain.ts explains it). */
export function matchQuery(db: Db, conditions: SearchConditions) {
  return db
    .selectFrom('productFamilies as pf')
    .select('pf.id')
    .select(facetsOf(conditions).map(([name, condition]) => condition.as(name)))
    .where(allOf(conditions.query));
}

/**
 * Runs the expensive tests (keyword similarity above all) once per search: the query's own
 * conditions filter, and each facet filter comes back as a flag, so facets need no second pass.
 */
export async function findMatches(db: Db, conditions: SearchConditions): Promise<Matches> {
  const facets = facetsOf(conditions);
  const rows = (await matchQuery(db, conditions).execute()) as Array<
    { id: number } & Partial<Record<FacetName, boolean>>
  >;
  return {
    ids: (except) => rows.filter((row) => facets.every(([name]) => name === except || row[name])).map((row) => row.id),
  };
}
