/**
 * Parts of a page that fail to load.
 *
 * Vite raises `vite:preloadError` on window when a dynamic import fails, with the error in
 * `event.payload`; once the dispatch is over it throws that error itself (the import() rejects),
 * unless a listener called `event.preventDefault()` to handle the failure (say, by retrying).
 * So we never throw here: throwing in a listener would only report the same failure twice.
 * Astro raises `astro:hydration-error` the same way when an island's code cannot load or start.
 */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';
export const HYDRATION_ERROR_EVENT = 'astro:hydration-error';

/** Vite's event: a plain cancelable Event carrying the failure. */
export interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Calls showHint for every such failure that no listener handled. Listeners added after this one
 * (an island retrying its import) run later in the same dispatch, so the check waits for its end.
 * Answers a function that stops watching.
 */
export function watchLoadFailures(target: EventTarget, showHint: (event: Event) => void): () => void {
  const onFailure = (event: Event) => {
    queueMicrotask(() => {
      if (!event.defaultPrevented) showHint(event);
    });
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onFailure);
  target.addEventListener(HYDRATION_ERROR_EVENT, onFailure);
  return () => {
    target.removeEventListener(PRELOAD_ERROR_EVENT, onFailure);
    target.removeEventListener(HYDRATION_ERROR_EVENT, onFailure);
  };
}
