import { afterEach, describe, expect, it, vi } from 'vitest';
import hydrateOnInteraction from '../../src/lib/hydrate-on-interaction.ts';

// client:interaction: the island's script loads when the visitor reaches for it, and what they did
// while it was on its way reaches the island once it listens (as React does from its hydration on).

afterEach(() => {
  document.body.innerHTML = '';
});

/** An island with a menu button and a link; `wake` lets its script "arrive", which then logs what it is told. */
function island() {
  document.body.innerHTML =
    '<div id="island"><button type="button" id="menu">Products</button><a href="#about" id="link">About</a></div>';
  const element = document.getElementById('island')!;
  const told: string[] = [];
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const hydrate = vi.fn(async () => {
    for (const type of ['click', 'keydown', 'pointerover', 'focusin']) {
      element.addEventListener(type, (event) =>
        told.push(`${type}:${(event.target as Element).id}${event instanceof KeyboardEvent ? `:${event.key}` : ''}`),
      );
    }
  });
  const load = vi.fn(async () => {
    await arrived;
    return hydrate;
  });
  hydrateOnInteraction(load, { name: 'interaction', value: '' }, element);
  return {
    element,
    told,
    load,
    hydrate,
    arrive,
    button: document.getElementById('menu')!,
    link: document.getElementById('link')!,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('client:interaction', () => {
  it('loads nothing until the visitor reaches for the island, then loads once', () => {
    const { load, button } = island();
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    button.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a press and navigation keys made before the script came and plays them in order after', async () => {
    const { told, arrive, button, hydrate } = island();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    const key = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    button.dispatchEvent(key);
    // Held: the browser's default (a form's submission, scrolling) does not happen now.
    expect(press.defaultPrevented).toBe(true);
    expect(key.defaultPrevented).toBe(true);
    arrive();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(told).toEqual(['click:menu', 'keydown:menu:ArrowDown']);
  });

  it('lets links and typing keys be, and tells the island where focus is once it listens', async () => {
    const { told, arrive, link } = island();
    link.focus();
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(follow);
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    link.dispatchEvent(letter);
    expect(follow.defaultPrevented).toBe(false);
    expect(letter.defaultPrevented).toBe(false);
    arrive();
    await settle();
    expect(told).toEqual(['focusin:link']);
  });
});

describe('client:interaction={{ nearView: true }}', () => {
  /** The browser's IntersectionObserver as far as the directive uses it: what it watches, with what margin, and a way to report. */
  class WatchedViewport {
    static last: WatchedViewport | undefined;
    watched: Element[] = [];
    disconnected = false;
    readonly report: (entries: { isIntersecting: boolean }[]) => void;
    readonly options: { rootMargin?: string };
    constructor(report: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin?: string }) {
      this.report = report;
      this.options = options;
      WatchedViewport.last = this;
    }
    observe(target: Element) {
      this.watched.push(target);
    }
    disconnect() {
      this.disconnected = true;
    }
  }

  afterEach(() => vi.unstubAllGlobals());
  // Astro types a directive's value as a string; an object given in the page arrives as that object.
  const nearView = { name: 'interaction', value: { nearView: true } as unknown as string };

  it('sleeps, near the viewport or not, until the visitor first moves, presses, touches or scrolls', async () => {
    WatchedViewport.last = undefined;
    vi.stubGlobal('IntersectionObserver', WatchedViewport);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    document.body.innerHTML = '<div id="island"><table id="rows"></table></div>';
    const load = vi.fn(async () => async () => {});
    hydrateOnInteraction(load, nearView, document.getElementById('island')!);
    await settle();
    expect(WatchedViewport.last).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    // The headless browser's own move at the corner, a moment after the page loads, is nobody there.
    window.dispatchEvent(new PointerEvent('pointermove', { clientX: 0, clientY: 0 }));
    expect(WatchedViewport.last).toBeUndefined();
    window.dispatchEvent(new Event('scroll'));
    WatchedViewport.last!.report([{ isIntersecting: true }]);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once the island comes near the viewport, at the next idle moment, and stops watching', async () => {
    vi.stubGlobal('IntersectionObserver', WatchedViewport);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    document.body.innerHTML = '<div id="island"><table id="rows"></table><p id="count"></p></div>';
    const element = document.getElementById('island')!;
    const load = vi.fn(async () => async () => {});
    hydrateOnInteraction(load, nearView, element);
    window.dispatchEvent(new PointerEvent('pointermove', { clientX: 300, clientY: 200 }));
    const viewport = WatchedViewport.last!;
    // The island is display: contents: its children are what has a place on the page.
    expect(viewport.watched.map((e) => e.id)).toEqual(['rows', 'count']);
    expect(viewport.options.rootMargin).toMatch(/^\d+px$/);
    viewport.report([{ isIntersecting: false }, { isIntersecting: false }]);
    await settle();
    expect(load).not.toHaveBeenCalled();
    viewport.report([{ isIntersecting: true }]);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(viewport.disconnected).toBe(true);
  });

  it('still wakes when the visitor reaches for it first', () => {
    vi.stubGlobal('IntersectionObserver', WatchedViewport);
    document.body.innerHTML = '<div id="island"><button type="button" id="sort">Part number</button></div>';
    const load = vi.fn(async () => async () => {});
    hydrateOnInteraction(load, nearView, document.getElementById('island')!);
    document.getElementById('sort')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
