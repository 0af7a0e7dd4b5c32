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
 * A failure while the page is being left (beforeunload or pagehide seen) is most likely the
 * navigation aborting an import still under way, not a part that cannot load: it is shown only if
 * the page is still here this long after (a download link or a cancelled leave fires beforeunload too).
 */
export const STILL_HERE_AFTER_MS = 3_000;

const LEAVING_EVENTS = ['beforeunload', 'pagehide'];

const afterStillHere = (show: () => void) => {
  setTimeout(show, STILL_HERE_AFTER_MS);
};

/**
 * Calls showHint for every such failure that no listener handled. Listeners added after this one
 * (an island retrying its import) run later in the same dispatch, so the check waits for its end.
 * `later` runs what waits for the page to stay (tests pass their own). Answers a function that stops watching.
 */
export function watchLoadFailures(
  target: EventTarget,
  showHint: (event: Event) => void,
  later: (show: () => void) => void = afterStillHere,
): () => void {
  let leaving = false;
  const onLeave = () => {
    leaving = true;
  };
  // Back from the back-forward cache: the page is in use again.
  const onShow = () => {
    leaving = false;
  };
  const onFailure = (event: Event) => {
    queueMicrotask(() => {
      if (event.defaultPrevented) return;
      if (leaving) later(() => showHint(event));
      else showHint(event);
    });
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    [PRELOAD_ERROR_EVENT, onFailure],
    [HYDRATION_ERROR_EVENT, onFailure],
    ...LEAVING_EVENTS.map((name): [string, () => void] => [name, onLeave]),
    ['pageshow', onShow],
  ];
  for (const [name, listener] of listeners) target.addEventListener(name, listener);
  return () => {
    for (const [name, listener] of listeners) target.removeEventListener(name, listener);
  };
}
