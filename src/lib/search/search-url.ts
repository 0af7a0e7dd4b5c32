import type { ProductSearchSort } from '#contract/calls/search.ts';
import { PRODUCT_SEARCH_SORTS } from '#contract/calls/search.ts';
import { localePath, stripLocale, type Locale } from '#contract/i18n/locales.ts';
import { parseBound } from './dimension-range.ts';
import { DIMENSION_KEY_PATTERN, SEARCH_LIMITS } from '#contract/limits/search.ts';

export const SEARCH_SORTS: readonly ProductSearchSort[] = PRODUCT_SEARCH_SORTS;

/** One dimension filter: a text value (thread M8), or a range with one or both bounds (d1 from 20 to 40). */
export type DimensionChoice = { key: string; value: string } | { key: string; min: number | null; max: number | null };

/** What /productList shows, all of it in its URL, so a search can be shared and the back button works. */
export interface SearchState {
  /** Files instead of prices: /productList/download/… */
  download: boolean;
  /** The search text (provideSearch, docs/spec.md#routes): the path segment the header sends. */
  text: string;
  partNo: string;
  categoryId: number | null;
  material: string;
  finish: string;
  dimension: DimensionChoice | null;
  sort: ProductSearchSort;
  page: number;
}

export const EMPTY_SEARCH: SearchState = {
  download: false,
  text: '',
  partNo: '',
  categoryId: null,
  material: '',
  finish: '',
  dimension: null,
  sort: 'relevance',
  page: 1,
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (%E0 alone) is searched for as written rather than failing the page.
    return segment;
  }
}

function wholeNumber(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** A dimension filter the API accepts, or none: a key with a value, else a key with at least one bound. */
function dimensionOf(params: URLSearchParams): DimensionChoice | null {
  const key = params.get('dim')?.trim() ?? '';
  if (!DIMENSION_KEY_PATTERN.test(key) || key.length > SEARCH_LIMITS.dimKey) return null;
  const value = params.get('dimValue')?.trim() ?? '';
  if (value !== '') return { key, value };
  const min = parseBound(params.get('dimMin') ?? '') ?? null;
  const max = parseBound(params.get('dimMax') ?? '') ?? null;
  return min === null && max === null ? null : { key, min, max };
}

/**
 * Reads /productList/{download?}/{search?}/{provideSearch?}?partNo=…&category=…&material=…&finish=…&dim=…
 * (with or without the /zh-cn prefix). The text is the last segment after `download`: docs/spec.md#routes'
 * provideSearch, the text as the buyer typed it; an earlier {search} segment is not needed for that.
 * A text of exactly "download" therefore needs the download segment before it.
 * Values the API would refuse (a page 0, an unknown sort, a half dimension filter) are left out.
 */
export function parseSearchUrl(pathname: string, query: string): SearchState {
  const segments = stripLocale(pathname).split('/').filter(Boolean).slice(1);
  const download = segments[0] === 'download';
  const rest = download ? segments.slice(1) : segments;
  const params = new URLSearchParams(query);
  const sort = params.get('sort');
  return {
    download,
    text: decode(rest.at(-1) ?? '').trim(),
    partNo: params.get('partNo')?.trim() ?? '',
    categoryId: wholeNumber(params.get('category'), SEARCH_LIMITS.id),
    material: params.get('material')?.trim() ?? '',
    finish: params.get('finish')?.trim() ?? '',
    dimension: dimensionOf(params),
    sort: SEARCH_SORTS.find((s) => s === sort) ?? 'relevance',
    page: wholeNumber(params.get('page'), SEARCH_LIMITS.page) ?? 1,
  };
}

/** The locale-free path and query of a search; defaults (relevance, page 1) are left out. */
export function searchPath(state: SearchState): string {
  const segments = ['productList'];
  if (state.download) segments.push('download');
  // encodeURIComponent also encodes '/', so the text stays one segment.
  if (state.text) segments.push(encodeURIComponent(state.text));
  const params = new URLSearchParams();
  if (state.partNo) params.set('partNo', state.partNo);
  if (state.categoryId !== null) params.set('category', String(state.categoryId));
  if (state.material) params.set('material', state.material);
  if (state.finish) params.set('finish', state.finish);
  const dimension = state.dimension;
  if (dimension) {
    params.set('dim', dimension.key);
    if ('value' in dimension) params.set('dimValue', dimension.value);
    else {
      if (dimension.min !== null) params.set('dimMin', String(dimension.min));
      if (dimension.max !== null) params.set('dimMax', String(dimension.max));
    }
  }
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `/${segments.join('/')}${query ? `?${query}` : ''}`;
}

/** The address of a search in a locale: /zh-cn/productList/knob?material=… */
export function searchUrl(locale: Locale, state: SearchState): string {
  return localePath(locale, searchPath(state));
}
