import type { ProductSearchRequest } from '#contract/calls/search.ts';
import type { SearchState } from './search-url.ts';

/** Results per page: the API's default, so a page of the list is a page of the API. */
export const SEARCH_PAGE_SIZE = 24;

/** Whether a search has something to look for: the API needs a text, a part number or a category. */
export function canSearch(state: SearchState): boolean {
  return state.text !== '' || state.partNo !== '' || state.categoryId !== null;
}

/** The productSearch request of a search, or null when there is nothing to search for. */
export function searchRequest(state: SearchState): ProductSearchRequest | null {
  if (!canSearch(state)) return null;
  const { dimension } = state;
  return {
    ...(state.text ? { keyword: state.text } : {}),
    ...(state.partNo ? { partNo: state.partNo } : {}),
    ...(state.categoryId !== null ? { categoryId: state.categoryId } : {}),
    ...(state.material ? { material: state.material } : {}),
    ...(state.finish ? { finish: state.finish } : {}),
    ...(dimension ? { dimKey: dimension.key } : {}),
    ...(dimension && 'value' in dimension ? { dimValue: dimension.value } : {}),
    ...(dimension && 'min' in dimension && dimension.min !== null ? { dimMin: dimension.min } : {}),
    ...(dimension && 'max' in dimension && dimension.max !== null ? { dimMax: dimension.max } : {}),
    sort: state.sort,
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}
