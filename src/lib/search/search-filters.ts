import type { SearchState } from './search-url.ts';

/** Filters a search can drop again; each shows as a removable chip. */
export const FILTER_KINDS = ['partNo', 'category', 'material', 'finish', 'dimension'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export type SearchSubject = 'text' | 'partNo' | 'category';

/**
 * What a search is about: its text, else its part number, else the category browsed. The subject is
 * the heading, not a chip: without it there would be nothing left to search for.
 */
export function subjectOf(state: SearchState): SearchSubject | null {
  if (state.text) return 'text';
  if (state.partNo) return 'partNo';
  return state.categoryId !== null ? 'category' : null;
}

function has(state: SearchState, kind: FilterKind): boolean {
  switch (kind) {
    case 'partNo':
      return state.partNo !== '';
    case 'category':
      return state.categoryId !== null;
    case 'material':
      return state.material !== '';
    case 'finish':
      return state.finish !== '';
    case 'dimension':
      return state.dimension !== null;
  }
}

/** The chosen filters, in chip order, without the subject. */
export function activeFilters(state: SearchState): FilterKind[] {
  const subject = subjectOf(state);
  return FILTER_KINDS.filter((kind) => kind !== subject && has(state, kind));
}

/** A changed filter starts again at page 1: the page the buyer was on may not exist any more. */
export function refine(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...change, page: 1 };
}

const CLEARED: Record<FilterKind, Partial<SearchState>> = {
  partNo: { partNo: '' },
  category: { categoryId: null },
  material: { material: '' },
  finish: { finish: '' },
  dimension: { dimension: null },
};

export function withoutFilter(state: SearchState, kind: FilterKind): SearchState {
  return refine(state, CLEARED[kind]);
}

/** "Clear all": every chip goes, the subject stays. */
export function withoutFilters(state: SearchState): SearchState {
  return activeFilters(state).reduce(withoutFilter, refine(state, {}));
}

/** Whether a category can be chosen or dropped from the facet: not while it is what is browsed. */
export function categoryIsFilter(state: SearchState): boolean {
  return subjectOf(state) !== 'category';
}
