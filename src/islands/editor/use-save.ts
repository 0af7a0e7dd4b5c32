import { useCallback, useState } from 'react';
import { useChange } from '../use-change.ts';

/**
 * One save at a time, and whether the last one went through: the "Saved." note shows until the
 * next edit. A refused save's message is already a toast (the error catalogue).
 */
export function useSave() {
  // Wrapped, so that a call answering nothing still counts as saved.
  const { busy, change } = useChange(async (send: () => Promise<unknown>) => ({ answer: await send() }));
  const [saved, setSaved] = useState(false);

  /** Runs the call; resolves to its answer, or null when it was refused. */
  const save = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | null> => {
      setSaved(false);
      const done = await change(call);
      setSaved(done !== undefined);
      return done ? (done.answer as T) : null;
    },
    [change],
  );

  const edited = useCallback(() => setSaved(false), []);

  return { saving: busy, saved: saved && !busy, save, edited };
}
