import { sql, type RawBuilder } from 'kysely';
import type { CategoryFacet, MaterialFacet, SearchFacets } from '#contract/calls/search.ts';
import type { Db } from '../db/connect.ts';
import { dimensionFacets } from './search-dimension-facets.ts';
import { idIn, type Matches } from './search-matches.ts';

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

function materialFacet(db: Db, families: RawBuilder<boolean>): Promise<MaterialFacet[]> {
  return db
    .selectFrom('productFamilies as pf')
    .select((eb) => ['pf.materialEn as value', eb.fn.min('pf.materialZh').as('valueZh'), sql<number>`count(*)::int`.as('count')])
    .where(families)
    .groupBy('pf.materialEn')
    .orderBy('count', 'desc')
    .orderBy('value')
    .execute();
}

/** Each facet counts the families matching every filter but its own, so choosing a value keeps the others in view. */
export async function searchFacets(db: Db, matches: Matches): Promise<SearchFacets> {
  const [categories, materials, dimensions] = await Promise.all([
    categoryFacet(db, idIn('pf.id', matches.ids('category'))),
    materialFacet(db, idIn('pf.id', matches.ids('material'))),
    dimensionFacets(db, matches.ids('dimension')),
  ]);
  return { categories, materials, dimensions };
}
