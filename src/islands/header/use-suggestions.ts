import { useEffect, useRef, useState } from 'react';
import type { HeaderSuggestions } from '../../lib/search/suggest-options.ts';
import { suggestQuery } from '#contract/rules/suggest-text.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';

export type Suggest = (q: string) => Promise<HeaderSuggestions>;

/** Typing pauses at least this long before the box asks: one call per word, not per key. */
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * The suggestions for what is typed: asked after a pause, kept per text for the page's life (so
 * deleting back to an earlier text answers at once), and only the answer to the latest text is
 * shown. The previous answer stays in view while the next is on its way, so the list does not
 * flicker between keys; below two characters there is none, and none is kept.
 */
export function useSuggestions(typed: string, suggest: Suggest): HeaderSuggestions | null {
  const query = suggestQuery(typed);
  const cache = useRef(new Map<string, HeaderSuggestions>());
  const [shown, setShown] = useState<HeaderSuggestions | null>(null);

  useEffect(() => {
    if (query === null) {
      setShown(null);
      return;
    }
    const cached = cache.current.get(query);
    if (cached) {
      setShown(cached);
      return;
    }
    let latest = true;
    const timer = setTimeout(() => {
      suggest(query).then(
        (answer) => {
          cache.current.set(query, answer);
          if (latest) setShown(answer);
        },
        // The buyer is told; the list just keeps what it showed.
        tellBuyer,
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [query, suggest]);

  return query === null ? null : shown;
}
