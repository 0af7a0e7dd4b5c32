import { useEffect, type RefObject } from 'react';

/**
 * While a modal is open: the page behind stops scrolling and focus moves into it; on close the
 * scrolling comes back, and focus too (to whatever had it before) unless the opener returns it itself.
 */
export function useModalFocus(initialFocus: RefObject<HTMLElement | null>, restoreFocus = true): void {
  useEffect(() => {
    const returnTo = document.activeElement;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    initialFocus.current?.focus();
    return () => {
      root.style.overflow = overflow;
      if (restoreFocus && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, [initialFocus, restoreFocus]);
}
