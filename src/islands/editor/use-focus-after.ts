import { useCallback, useEffect, useState } from 'react';

/**
 * Moves focus to the element with the given id once it is on the page: the control the editor used
 * is often replaced (a list by a form and back, a row moved or a list reloaded), and focus would
 * otherwise fall back to the top of the page.
 */
export function useFocusAfter(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);

  // Every render: the element may come only with a later one (a list still loading).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- every render on purpose: the element may come only with a later one
  useEffect(() => {
    const element = target ? document.getElementById(target) : null;
    if (!element) return;
    element.focus();
    setTarget(null);
  });

  return useCallback((id: string) => setTarget(id), []);
}
