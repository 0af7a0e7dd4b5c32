import { sql, type RawBuilder } from 'kysely';
import type { CategoryFacet, SearchFacets, ValueFacet } from '#contract/calls/search.ts';
import type { Db } from '../db/connect.ts';
import { dimensionFacets } from './search-dimension-facets.ts';
import { idIn } from '../db/id-in.ts';
import type { Matches } from './search-matches.ts';

/** The level-3 category of each family: the third id of its leaf's typePath (its own id at level 3). */
function categoryFacet(db: Db, families: RawBuilder<boolean>): Promise<CategoryFacet[]> {
  return db
    .selectFrom('productFamilies as pf')
    .innerJoin('categories as leaf', 'leaf.id', 'pf.categoryId')
    .innerJoin('categories as c', (join) => join.on(sql<boolean>`c.id::text = split_part(leaf.type_path, '/', 3)`))
    .select(['c.id', 'c.nameEn as name', 'c.nameZh', sql<number>`count(*)::int`.as('count')])
    .where(families)
    .groupBy(['c.id', 'c.nameEn', 'c.nameZh'])
    .orderBy('count', 'desc')
    .orderBy('c.id')
    .execute();
}

function materialFacet(db: Db, families: RawBuilder<boolean>): Promise<ValueFacet[]> {
  return db
    .selectFrom('productFamilies as pf')
    .select((eb) => [
      'pf.materialEn as value',
      eb.fn.min('pf.materialZh').as('valueZh'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where(families)
    .groupBy('pf.materialEn')
    .orderBy('count', 'desc')
    .orderBy('value')
    .execute();
}

/**
 * The finishes of the families' variants, each counting the families that have a variant in it: a
 * family's finishes are listed once each in its summary (server/db/migrations/026-family-search-summaries.ts).
 */
async function finishFacet(db: Db, familyIds: number[]): Promise<ValueFacet[]> {
  const { rows } = await sql<ValueFacet>`
    select f.en as value, min(f.zh) as value_zh, count(*)::int as count
    from family_search s cross join lateral unnest(s.finishes_en, s.finishes_zh) as f (en, zh)
    where ${idIn('s.familyId', familyIds)}
    group by f.en
    order by count desc, value`.execute(db);
  return rows;
}

/** Each facet counts the families matching every filter but its own, so choosing a value keeps the others in view. */
export async function searchFacets(db: Db, matches: Matches): Promise<SearchFacets> {
  const [categories, materials, finishes, dimensions] = await Promise.all([
    categoryFacet(db, idIn('pf.id', matches.ids('category'))),
    materialFacet(db, idIn('pf.id', matches.ids('material'))),
    finishFacet(db, matches.ids('finish')),
    dimensionFacets(db, matches.ids('dimension')),
  ]);
  return { categories, materials, finishes, dimensions };
}
