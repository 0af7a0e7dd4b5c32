import { useCallback, useEffect, useState } from 'react';
import { parseSearchUrl, searchUrl, type SearchState } from '../../lib/search/search-url.ts';
import type { Locale } from '#contract/i18n/locales.ts';

const fromLocation = () => parseSearchUrl(window.location.pathname, window.location.search);

/**
 * The search in the address bar: null until the island runs (the pre-rendered page knows no URL).
 * Changes push a history entry; back and forward read the address again.
 */
export function useSearchUrl(locale: Locale): { state: SearchState | null; push: (next: SearchState) => void } {
  const [state, setState] = useState<SearchState | null>(null);

  useEffect(() => {
    const read = () => setState(fromLocation());
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  const push = useCallback(
    (next: SearchState) => {
      const url = searchUrl(locale, next);
      if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', url);
      // Read back from the address, so what is shown is always what a shared link shows.
      setState(fromLocation());
    },
    [locale],
  );

  return { state, push };
}
