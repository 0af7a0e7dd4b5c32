import { useStore } from './use-store.ts';
import { atom, type ReadableAtom } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { answerStore, type Answer } from '../stores/api-data.ts';
import { tellBuyer } from '../stores/tell-buyer.ts';

export type AnswerStatus = 'idle' | 'loading' | 'ready' | 'failed';

const NOTHING_ASKED: ReadableAtom<Answer<never>> = atom({ loading: false });

/**
 * The answer to a question (`ask`, named by `key`; ask null: nothing to ask yet), from the data layer
 * (src/stores/api-data.ts): asked when the island starts and whenever `key` changes; an answer to an
 * earlier question is not shown for a new one. A failure has been told to the buyer there; the
 * status lets the island offer another try.
 */
export function useAnswer<T>(ask: (() => Promise<T>) | null, key: string, every?: number) {
  const asking = ask !== null;
  // `ask` is a new function each render; `key` says when the question is a new one.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed: ask is a new function each render, key names the question
  const store = useMemo(() => (ask ? answerStore(`answer:${key}`, ask, every) : null), [key, asking, every]);
  const { data, error, loading } = useStore<ReadableAtom<Answer<T>>>(store ?? NOTHING_ASKED);
  const status: AnswerStatus =
    data !== undefined ? 'ready' : error ? 'failed' : loading ? 'loading' : store ? 'loading' : 'idle';
  /** Replaces the answer shown (after a change the server answered), or derives it from the one shown. */
  const setAnswer = useCallback(
    (next: T | ((now: T | null) => T | null)) => {
      if (!store) return;
      const value = typeof next === 'function' ? (next as (now: T | null) => T | null)(store.get().data ?? null) : next;
      if (value !== null) store.mutate(value);
    },
    [store],
  );
  const retry = useCallback(() => store?.revalidate(), [store]);
  const latestAsk = useRef(ask);
  useEffect(() => {
    latestAsk.current = ask;
  });
  /**
   * Asks again quietly and resolves when the answer is in: what is shown stays meanwhile, and stays if
   * the call fails (told to the buyer). One question at a time, for a caller that polls.
   */
  const refresh = useCallback(async () => {
    const again = latestAsk.current;
    if (!store || !again) return;
    await again().then((value) => store.mutate(value), tellBuyer);
  }, [store]);
  return { answer: data ?? null, setAnswer, status, error, retry, refresh };
}

/** What useAnswer gives an island. */
export type AnswerOf<T> = ReturnType<typeof useAnswer<T>>;
