import { useEffect, useState } from 'react';
import { productSearch } from '../../api/catalogue.ts';
import type { ProductSearchAnswer, ProductSearchRequest } from '#contract/calls/search.ts';
import { searchKey, takeStartedSearch } from '../../lib/search/early-search.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

/** An answer and the request it answers, so a caller can tell one search's answer from the next. */
interface Answered {
  answer: ProductSearchAnswer | null;
  key: string;
}

/**
 * Runs a search whenever the request changes. The previous answer stays while the next loads, and
 * an answer that comes after a newer request was made is dropped. The first search is often on its
 * way already: the page's script started it (src/lib/search/early-search.ts).
 */
export function useSearchAnswer(request: ProductSearchRequest | null, search = productSearch) {
  const [answered, setAnswered] = useState<Answered>({ answer: null, key: '' });
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [attempt, setAttempt] = useState(0);
  // The key stands for the request: a new object with the same fields is the same search.
  const key = request ? searchKey(request) : '';

  useEffect(() => {
    if (!request) {
      setAnswered({ answer: null, key: '' });
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus('loading');
    (takeStartedSearch(request) ?? search(request)).then(
      (answer) => {
        if (!current) return;
        setAnswered({ answer, key: `${key}#${attempt}` });
        setStatus('done');
      },
      // The buyer is told the API's message; the page offers another try.
      (error: unknown) => {
        tellBuyer(error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed: the request is rebuilt each render, key names it
  }, [key, attempt, search]);

  return { answer: answered.answer, answeredKey: answered.key, status, retry: () => setAttempt((n) => n + 1) };
}
