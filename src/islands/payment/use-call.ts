import { useCallback, useEffect, useRef, useState } from 'react';
import { tellBuyer } from '../../stores/tell-buyer.ts';

export type CallStatus = 'idle' | 'loading' | 'done' | 'failed';

interface CallState<T> {
  status: CallStatus;
  value: T | null;
  error: unknown;
}

export interface Call<T> extends CallState<T> {
  /** Asks again from scratch, after a failure. */
  retry: () => void;
  /** Asks again quietly: what is shown stays until the new answer comes, and stays if the call fails. */
  refresh: () => Promise<void>;
}

/**
 * Runs an API call whenever `key` changes; a null key means there is nothing to ask yet. An answer
 * that comes after the key changed is dropped; a failure is told to the buyer (src/stores/tell-buyer.ts).
 */
export function useCall<T>(key: string | null, run: () => Promise<T>): Call<T> {
  const [state, setState] = useState<CallState<T>>({ status: 'idle', value: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(run);

  useEffect(() => {
    latest.current = run;
  });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ status: 'loading', value: null, error: null });
    latest.current().then(
      (value) => current && setState({ status: 'done', value, error: null }),
      (error: unknown) => {
        tellBuyer(error);
        if (current) setState({ status: 'failed', value: null, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(async () => {
    // A failure is told (src/stores/tell-buyer.ts); the last answer stays on screen.
    await latest.current().then((value) => setState({ status: 'done', value, error: null }), tellBuyer);
  }, []);

  return { ...state, retry, refresh };
}
