import type { SearchFacets, ValueFacet } from '#contract/calls/search.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { localised } from '../../i18n/localised.ts';
import { fill } from '#contract/i18n/text.ts';
import { subjectOf, type FilterKind } from './search-filters.ts';
import type { DimensionChoice, SearchState } from './search-url.ts';

/** What labels are made from: the answer's facets name materials and dimensions in the page's language. */
export interface LabelContext {
  locale: Locale;
  facets: SearchFacets | null;
  categoryNames: Record<number, string>;
  strings: Dictionary['search']['results'];
}

function categoryName(id: number, { categoryNames, strings }: LabelContext): string {
  return categoryNames[id] ?? fill(strings.categoryId, { id });
}

/** The results heading: "Results for “knob”", or what else the search is about. */
export function searchHeading(state: SearchState, context: LabelContext): string {
  const { strings } = context;
  switch (subjectOf(state)) {
    case 'text':
      return fill(strings.resultsFor, { text: state.text });
    case 'partNo':
      return fill(strings.resultsForPartNo, { partNo: state.partNo });
    case 'category':
      return state.categoryId === null
        ? strings.searchTitle
        : fill(strings.productsIn, { category: categoryName(state.categoryId, context) });
    case null:
      return strings.searchTitle;
  }
}

function rangeText(min: number | null, max: number | null, strings: LabelContext['strings']): string {
  if (min !== null && max !== null) return fill(strings.rangeBoth, { min, max });
  return min !== null ? fill(strings.rangeFrom, { min }) : fill(strings.rangeTo, { max: max ?? '' });
}

function dimensionLabel(dimension: DimensionChoice, context: LabelContext): string {
  const facet = context.facets?.dimensions.find((d) => d.key === dimension.key);
  const label = facet ? localised(facet, 'label', context.locale) : dimension.key;
  const value =
    'value' in dimension
      ? dimension.value
      : `${rangeText(dimension.min, dimension.max, context.strings)}${facet?.unit ? ` ${facet.unit}` : ''}`;
  return fill(context.strings.chipDimension, { label, value });
}

/** A chosen material or finish in the page's language, as its facet names it (as chosen while the facets load). */
function valueName(facets: readonly ValueFacet[] | undefined, value: string, locale: Locale): string {
  const facet = facets?.find((f) => f.value === value);
  return facet ? localised(facet, 'value', locale) : value;
}

/** A chosen filter as its chip says it: "Material: Stainless steel 1.4305", "Outer diameter: 20 to 40 mm". */
export function filterLabel(kind: FilterKind, state: SearchState, context: LabelContext): string {
  const { strings, locale, facets } = context;
  switch (kind) {
    case 'partNo':
      return fill(strings.chipPartNo, { value: state.partNo });
    case 'category':
      return fill(strings.chipCategory, {
        value: state.categoryId === null ? '' : categoryName(state.categoryId, context),
      });
    case 'material':
      return fill(strings.chipMaterial, { value: valueName(facets?.materials, state.material, locale) });
    case 'finish':
      return fill(strings.chipFinish, { value: valueName(facets?.finishes, state.finish, locale) });
    case 'dimension':
      return state.dimension ? dimensionLabel(state.dimension, context) : '';
  }
}
