import { useEffect, useState } from 'react';

export type AnswerStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Asks the server when the island starts and again whenever `key` changes or `retry` is called
 * (ask null: nothing to ask yet). The answer of an earlier question is dropped, and the last answer
 * goes while a new question is out, so no stale figure is shown. A failure's message is already a
 * toast (the error catalogue); the status lets the island offer another try.
 */
export function useAnswer<T>(ask: (() => Promise<T>) | null, key: string) {
  const [answer, setAnswer] = useState<T | null>(null);
  const [status, setStatus] = useState<AnswerStatus>('idle');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setAnswer(null);
    if (!ask) {
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus('loading');
    ask().then(
      (next) => {
        if (!current) return;
        setAnswer(next);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
    // `ask` is a new function each render; `key` says when the question is a new one.
  }, [key, attempt]);

  return { answer, setAnswer, status, retry: () => setAttempt((n) => n + 1) };
}
