/**
 * The browser scrolls to #section1 only when that element is in the page as loaded; an island may
 * render it a moment later (/acInformation#section1). Watch for it for a few seconds, unless the
 * visitor scrolls first or the browser is restoring a saved position (back and forward).
 */
const WATCH_MS = 5000;
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export function scrollToLateFragment(doc: Document, win: Window, watchMs = WATCH_MS): void {
  const id = fragmentId(win.location.hash);
  if (!id || doc.getElementById(id)) return;
  const navigation = win.performance.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type === 'back_forward') return;

  const observer = new MutationObserver(() => {
    const target = doc.getElementById(id);
    if (!target) return;
    stop();
    target.scrollIntoView();
  });
  const timer = win.setTimeout(() => stop(), watchMs);
  function stop(): void {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of VISITOR_MOVES) win.removeEventListener(type, stop);
  }
  for (const type of VISITOR_MOVES) win.addEventListener(type, stop, { passive: true });
  observer.observe(doc.body, { childList: true, subtree: true });
}

function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}
