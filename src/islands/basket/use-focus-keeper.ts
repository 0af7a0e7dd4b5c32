import { useCallback, useEffect, useState } from 'react';

/**
 * Wraps basket actions that can take the focused control away with them (a removed line's buttons):
 * when the action went through and the control that had focus is gone, focus moves to the first of
 * `targets` that is on the page, rather than falling back to the top of the document.
 */
export function useFocusKeeper() {
  const [after, setAfter] = useState<{ had: Element | null; targets: readonly string[] } | null>(null);

  useEffect(() => {
    if (!after || (after.had instanceof HTMLElement && after.had.isConnected)) return;
    for (const id of after.targets) {
      const element = document.getElementById(id);
      if (element) {
        element.focus();
        return;
      }
    }
  }, [after]);

  return useCallback(
    <A extends unknown[]>(targets: readonly string[], action: (...args: A) => Promise<boolean>) =>
      async (...args: A): Promise<boolean> => {
        const had = document.activeElement;
        const done = await action(...args);
        if (done) setAfter({ had, targets });
        return done;
      },
    [],
  );
}
