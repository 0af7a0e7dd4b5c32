import type { SearchFacets as Facets, ValueFacet } from '#contract/calls/search.ts';
import type { Locale } from '#contract/i18n/locales.ts';
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

/** A material or finish facet: each value with its count, a link that chooses it or, once chosen, drops it. */
function valueItems(
  kind: 'material' | 'finish',
  facets: readonly ValueFacet[],
  state: SearchState,
  locale: Locale,
): FacetItem[] {
  return facets.map((facet) => {
    const chosen = state[kind] === facet.value;
    const to = chosen ? withoutFilter(state, kind) : refine(state, { [kind]: facet.value });
    return { key: facet.value, label: localised(facet, 'value', locale), count: facet.count, chosen, to };
  });
}

/** The facets as filters: categories, materials and finishes with their counts, then the common dimensions. */
export function SearchFacets({ state, facets, nav, strings }: Props) {
  const { locale } = nav;
  const categoryFilter = categoryIsFilter(state);

  const categories: FacetItem[] = facets.categories.map((category) => {
    const chosen = state.categoryId === category.id;
    const to = chosen
      ? categoryFilter
        ? withoutFilter(state, 'category')
        : null
      : refine(state, { categoryId: category.id });
    return { key: String(category.id), label: localised(category, 'name', locale), count: category.count, chosen, to };
  });

  const materials = valueItems('material', facets.materials, state, locale);
  const finishes = valueItems('finish', facets.finishes, state, locale);

  return (
    <>
      {categories.length > 0 && (
        <FacetList id="facet-category" title={strings.facetCategory} items={categories} nav={nav} strings={strings} />
      )}
      {materials.length > 0 && (
        <FacetList id="facet-material" title={strings.facetMaterial} items={materials} nav={nav} strings={strings} />
      )}
      {finishes.length > 0 && (
        <FacetList id="facet-finish" title={strings.facetFinish} items={finishes} nav={nav} strings={strings} />
      )}
      {facets.dimensions.map((facet) => {
        const id = `facet-dim-${facet.key}`;
        if (!('values' in facet))
          return <RangeFacet key={facet.key} id={id} facet={facet} state={state} nav={nav} strings={strings} />;
        const items: FacetItem[] = facet.values.map(({ value, count }) => {
          const chosen =
            state.dimension?.key === facet.key && 'value' in state.dimension && state.dimension.value === value;
          const to = chosen
            ? withoutFilter(state, 'dimension')
            : refine(state, { dimension: { key: facet.key, value } });
          return { key: value, label: value, count, chosen, to };
        });
        return (
          <FacetList
            key={facet.key}
            id={id}
            title={columnLabel(facet, locale)}
            items={items}
            nav={nav}
            strings={strings}
          />
        );
      })}
    </>
  );
}
