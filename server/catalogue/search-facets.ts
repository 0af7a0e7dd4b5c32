import type { CategoryFacet, SearchFacets, ValueFacet } from '#contract/calls/search.ts';
import type { Db } from '../db/connect.ts';
import { dimensionFacets } from './search-dimension-facets.ts';
import { byCodePoint, facetIndex, type FacetIndex, type FamilyFacets } from './facet-index.ts';
import type { Matches } from './search-matches.ts';

/** The families of the index among these ids (a family deleted since the match is left out). */
function* familiesOf(index: FacetIndex, ids: readonly number[]): Generator<FamilyFacets> {
  for (const id of ids) {
    const family = index.families.get(id);
    if (family) yield family;
  }
}

/** The level-3 category of each family, most families first. */
function categoryFacet(index: FacetIndex, ids: readonly number[]): CategoryFacet[] {
  const counts = new Map<number, number>();
  for (const { level3 } of familiesOf(index, ids))
    if (level3 !== null) counts.set(level3, (counts.get(level3) ?? 0) + 1);
  return [...counts]
    .flatMap(([id, count]) => {
      const names = index.categoryNames.get(id);
      return names ? [{ id, name: names.en, nameZh: names.zh, count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.id - b.id);
}

/** Values counted once per family, each with the first (in code-point order) of its Chinese names. */
function valueFacet(pairs: Iterable<[string, string]>): ValueFacet[] {
  const facets = new Map<string, ValueFacet>();
  for (const [value, valueZh] of pairs) {
    const facet = facets.get(value);
    if (!facet) facets.set(value, { value, valueZh, count: 1 });
    else {
      facet.count++;
      if (byCodePoint(valueZh, facet.valueZh) < 0) facet.valueZh = valueZh;
    }
  }
  return [...facets.values()].sort((a, b) => b.count - a.count || byCodePoint(a.value, b.value));
}

function* materials(families: Iterable<FamilyFacets>): Generator<[string, string]> {
  for (const family of families) yield [family.materialEn, family.materialZh];
}

/** A family's finishes are listed once each, so a family in natural and black counts under both. */
function* finishes(families: Iterable<FamilyFacets>): Generator<[string, string]> {
  for (const family of families) yield* family.finishes;
}

/** Each facet counts the families matching every filter but its own, so choosing a value keeps the others in view. */
export async function searchFacets(db: Db, matches: Matches): Promise<SearchFacets> {
  const index = await facetIndex(db);
  return {
    categories: categoryFacet(index, matches.ids('category')),
    materials: valueFacet(materials(familiesOf(index, matches.ids('material')))),
    finishes: valueFacet(finishes(familiesOf(index, matches.ids('finish')))),
    dimensions: dimensionFacets([...familiesOf(index, matches.ids('dimension'))]),
  };
}
