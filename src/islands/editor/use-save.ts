import { useCallback, useState } from 'react';

/**
 * One save at a time, and whether the last one went through: the "Saved." note shows until the
 * next edit. A refused save's message is already a toast (the error catalogue).
 */
export function useSave() {
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  /** Runs the call; resolves to its answer, or null when it was refused. */
  const save = useCallback(async <T,>(call: () => Promise<T>): Promise<T | null> => {
    setState('saving');
    try {
      const answer = await call();
      setState('saved');
      return answer;
    } catch {
      setState('idle');
      return null;
    }
  }, []);

  const edited = useCallback(() => setState((current) => (current === 'saved' ? 'idle' : current)), []);

  return { saving: state === 'saving', saved: state === 'saved', save, edited };
}
