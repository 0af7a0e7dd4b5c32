import { describe, expect, it, vi } from 'vitest';
import {
  HYDRATION_ERROR_EVENT,
  PRELOAD_ERROR_EVENT,
  watchLoadFailures,
  type PreloadErrorEvent,
} from '../../src/lib/preload-error.ts';

/** What Vite's preload helper does when a dynamic import fails (vite/dist/node/chunks/node.js, handlePreloadError). */
function viteHandlePreloadError(target: EventTarget, error: Error): void {
  const event: PreloadErrorEvent = new Event(PRELOAD_ERROR_EVENT, { cancelable: true });
  event.payload = error;
  target.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('preload errors', () => {
  it('shows the reload hint and the failure is still thrown when nobody handles it', async () => {
    const window = new EventTarget();
    const showHint = vi.fn();
    watchLoadFailures(window, showHint);
    const failure = new Error('Failed to fetch dynamically imported module');
    expect(() => viteHandlePreloadError(window, failure)).toThrow(failure);
    await settle();
    expect(showHint).toHaveBeenCalledOnce();
    expect((showHint.mock.calls[0]![0] as PreloadErrorEvent).payload).toBe(failure);
  });

  it('shows nothing and throws nothing when a later listener prevents the event (it handles the failure)', async () => {
    const window = new EventTarget();
    const showHint = vi.fn();
    watchLoadFailures(window, showHint);
    window.addEventListener(PRELOAD_ERROR_EVENT, (event) => event.preventDefault());
    expect(() => viteHandlePreloadError(window, new Error('gone'))).not.toThrow();
    await settle();
    expect(showHint).not.toHaveBeenCalled();
  });

  it('treats an island that cannot load (Astro) the same way', async () => {
    const window = new EventTarget();
    const showHint = vi.fn();
    watchLoadFailures(window, showHint);
    window.dispatchEvent(new Event(HYDRATION_ERROR_EVENT, { cancelable: true }));
    const handled = new Event(HYDRATION_ERROR_EVENT, { cancelable: true });
    handled.preventDefault();
    window.dispatchEvent(handled);
    await settle();
    expect(showHint).toHaveBeenCalledOnce();
  });

  it('stops watching when asked', async () => {
    const window = new EventTarget();
    const showHint = vi.fn();
    watchLoadFailures(window, showHint)();
    expect(() => viteHandlePreloadError(window, new Error('gone'))).toThrow();
    await settle();
    expect(showHint).not.toHaveBeenCalled();
  });

  describe('while the page is being left', () => {
    /** The page is still there after a leave that did not happen (a download link, a cancelled leave): runs what waited. */
    function pageStillHere() {
      const waiting: Array<() => void> = [];
      return {
        later: (show: () => void) => {
          waiting.push(show);
        },
        runWaiting: () => waiting.splice(0).forEach((show) => show()),
      };
    }

    it.each(['beforeunload', 'pagehide'])(
      'an import aborted after %s shows no hint as the page goes',
      async (leave) => {
        const window = new EventTarget();
        const showHint = vi.fn();
        watchLoadFailures(window, showHint, pageStillHere().later);
        window.dispatchEvent(new Event(leave));
        expect(() =>
          viteHandlePreloadError(window, new Error('Failed to fetch dynamically imported module')),
        ).toThrow();
        await settle();
        expect(showHint).not.toHaveBeenCalled();
      },
    );

    it('shows the hint after all when the page stays (the leave was a download or was cancelled)', async () => {
      const window = new EventTarget();
      const showHint = vi.fn();
      const page = pageStillHere();
      watchLoadFailures(window, showHint, page.later);
      window.dispatchEvent(new Event('beforeunload'));
      expect(() => viteHandlePreloadError(window, new Error('gone'))).toThrow();
      await settle();
      page.runWaiting();
      expect(showHint).toHaveBeenCalledOnce();
    });

    it('shows a failure at once again once the page is shown anew (back from the cache)', async () => {
      const window = new EventTarget();
      const showHint = vi.fn();
      watchLoadFailures(window, showHint, pageStillHere().later);
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pageshow'));
      expect(() => viteHandlePreloadError(window, new Error('gone'))).toThrow();
      await settle();
      expect(showHint).toHaveBeenCalledOnce();
    });
  });
});
