import { sql, type RawBuilder } from 'kysely';
import type { CategoryFacet, SearchFacets, ValueFacet } from '#contract/calls/search.ts';
import type { Db } from '../db/connect.ts';
import { dimensionFacets } from './search-dimension-facets.ts';
import { VARIANT_FINISH_EN, VARIANT_FINISH_ZH } from './search-filters.ts';
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

function materialFacet(db: Db, families: RawBuilder<boolean>): Promise<ValueFacet[]> {
  return db
    .selectFrom('productFamilies as pf')
    .select((eb) => ['pf.materialEn as value', eb.fn.min('pf.materialZh').as('valueZh'), sql<number>`count(*)::int`.as('count')])
    .where(families)
    .groupBy('pf.materialEn')
    .orderBy('count', 'desc')
    .orderBy('value')
    .execute();
}

/** The finishes of the families' variants, each counting the families that have a variant in it. */
function finishFacet(db: Db, families: RawBuilder<boolean>): Promise<ValueFacet[]> {
  return db
    .selectFrom('productFamilies as pf')
    .innerJoin('variants as v', 'v.familyId', 'pf.id')
    .select([VARIANT_FINISH_EN.as('value'), sql<string>`min(${VARIANT_FINISH_ZH})`.as('valueZh'), sql<number>`count(distinct pf.id)::int`.as('count')])
    .where(families)
    .groupBy(VARIANT_FINISH_EN)
    .orderBy('count', 'desc')
    .orderBy('value')
    .execute();
}

/** Each facet counts the families matching every filter but its own, so choosing a value keeps the others in view. */
export async function searchFacets(db: Db, matches: Matches): Promise<SearchFacets> {
  const [categories, materials, finishes, dimensions] = await Promise.all([
    categoryFacet(db, idIn('pf.id', matches.ids('category'))),
    materialFacet(db, idIn('pf.id', matches.ids('material'))),
    finishFacet(db, idIn('pf.id', matches.ids('finish'))),
    dimensionFacets(db, matches.ids('dimension')),
  ]);
  return { categories, materials, finishes, dimensions };
}
