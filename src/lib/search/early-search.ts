import { callBeforeClient } from '../../api/call-before-client.ts';
import { productSearch, type ProductSearchAnswer, type ProductSearchRequest } from '#contract/calls/search.ts';
import { parseSearchUrl } from './search-url.ts';
import { searchRequest } from './search-request.ts';

/** A search and the answer on its way, for the results island to take. */
let started: { key: string; answer: Promise<ProductSearchAnswer> } | null = null;

/** Two requests with the same fields are the same search. */
export const searchKey = (request: ProductSearchRequest): string => JSON.stringify(request);

/**
 * The results page's own script (src/components/search/StartSearch.astro): it asks for the search in
 * the address as the page starts, while React and the island's code are still arriving, and the
 * island takes that answer (takeStartedSearch) instead of asking again once it runs. The search needs
 * no session, so it goes with the browser's fetch (src/api/call-before-client.ts): this script and
 * what it imports are a few small files, which the build preloads (build/module-preloads.ts),
 * and do not wait for React or axios.
 */
export function startSearchFromAddress(): void {
  const state = parseSearchUrl(window.location.pathname, window.location.search);
  const request = searchRequest(state);
  if (!request) return;
  const answer = callBeforeClient(productSearch, request);
  // The first card's picture is the page's largest paint: it loads while the island's code arrives.
  // A failure is the island's to report, when it takes the answer.
  answer.then(
    (found) => {
      if (!state.download && found.list[0]) preloadPicture(found.list[0].pictureUrl);
    },
    () => {},
  );
  started = { key: searchKey(request), answer };
}

function preloadPicture(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The started search's answer if it is this request's, once; else null. */
export function takeStartedSearch(request: ProductSearchRequest): Promise<ProductSearchAnswer> | null {
  if (started?.key !== searchKey(request)) return null;
  const { answer } = started;
  started = null;
  return answer;
}
