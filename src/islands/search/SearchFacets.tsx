import type { SearchFacets as Facets } from '#contract/calls/search.ts';
import { localised } from '../../i18n/localised.ts';
import { columnLabel } from '../../lib/catalogue/column-label.ts';
import { categoryIsFilter, refine, withoutFilter } from '../../lib/search/search-filters.ts';
import type { SearchState } from '../../lib/search/search-url.ts';
import { FacetList, type FacetItem } from './FacetList.tsx';
import { RangeFacet } from './RangeFacet.tsx';
import type { ResultsStrings, SearchNav } from './results-strings.ts';

interface Props {
  state: SearchState;
  facets: Facets;
  nav: SearchNav;
  strings: ResultsStrings;
}

/** The facets as filters: categories and materials with their counts, then the common dimensions. */
export function SearchFacets({ state, facets, nav, strings }: Props) {
  const { locale } = nav;
  const categoryFilter = categoryIsFilter(state);

  const categories: FacetItem[] = facets.categories.map((category) => {
    const chosen = state.categoryId === category.id;
    const to = chosen ? (categoryFilter ? withoutFilter(state, 'category') : null) : refine(state, { categoryId: category.id });
    return { key: String(category.id), label: localised(category, 'name', locale), count: category.count, chosen, to };
  });

  const materials: FacetItem[] = facets.materials.map((material) => {
    const chosen = state.material === material.value;
    const to = chosen ? withoutFilter(state, 'material') : refine(state, { material: material.value });
    return { key: material.value, label: localised(material, 'value', locale), count: material.count, chosen, to };
  });

  return (
    <>
      {categories.length > 0 && <FacetList id="facet-category" title={strings.facetCategory} items={categories} nav={nav} strings={strings} />}
      {materials.length > 0 && <FacetList id="facet-material" title={strings.facetMaterial} items={materials} nav={nav} strings={strings} />}
      {facets.dimensions.map((facet) => {
        const id = `facet-dim-${facet.key}`;
        if (!('values' in facet)) return <RangeFacet key={facet.key} id={id} facet={facet} state={state} nav={nav} strings={strings} />;
        const items: FacetItem[] = facet.values.map(({ value, count }) => {
          const chosen = state.dimension?.key === facet.key && 'value' in state.dimension && state.dimension.value === value;
          const to = chosen ? withoutFilter(state, 'dimension') : refine(state, { dimension: { key: facet.key, value } });
          return { key: value, label: value, count, chosen, to };
        });
        return <FacetList key={facet.key} id={id} title={columnLabel(facet, locale)} items={items} nav={nav} strings={strings} />;
      })}
    </>
  );
}
