import { EMPTY_SEARCH, type SearchState } from './search-url.ts';

/**
 * The header's search form posts GET /search?q=… until its script runs; /search then goes straight
 * to the results for q. Null when there is no q.
 */
export function headerFallbackSearch(query: string): SearchState | null {
  const text = new URLSearchParams(query).get('q')?.trim() ?? '';
  return text ? { ...EMPTY_SEARCH, text } : null;
}
