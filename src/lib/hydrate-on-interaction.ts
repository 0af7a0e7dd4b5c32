import type { ClientDirective } from 'astro';
import { earlyInputOf, type EarlyInput } from './early-input.ts';

/**
 * `client:interaction`: an island whose script is needed only once the visitor reaches for it (the
 * header's menus, search box and Contact panel, the footer's newsletter, "Show more products", the
 * product page's pictures and configurator) loads and wakes up when the pointer comes over it, a
 * finger touches it, it takes focus or is pressed, not with the page. Its server-rendered HTML
 * stands, and works as it does without script, until then.
 *
 * `client:interaction="event-name"` also wakes it when that event is dispatched on `document`: an
 * island showing a state that other islands change (the product page's chosen part,
 * src/stores/product-choice.ts) wakes when it changes, since its HTML no longer shows it.
 *
 * `client:interaction={{ idle: true }}` also wakes it at the browser's first idle moment, as
 * `client:idle` would: an island every visitor needs soon (the header's session, whose Account
 * button may be pressed before that moment) that must not lose that press either.
 *
 * `client:interaction={{ nearView: true }}` also wakes it at the first idle moment after it comes
 * within NEAR_VIEW of the viewport once the visitor has shown they are there (the pointer moved, a
 * key, a touch, a wheel or a scroll), as `client:visible` would with a margin: a long island below
 * the first screen (the product page's variant table) wakes as the buyer scrolls towards it, and on
 * a tall screen, where it is near from the start, at the first move of the mouse, not while the page
 * opens: a page opened and left alone loads none of its code.
 *
 * What the visitor did while the script was on its way is given to the island once React listens
 * (src/lib/early-input.ts): a press on a button and a navigation key are held (their default
 * prevented, which also stops a form's implicit submission, so a search is not sent before its code
 * has decided where it goes) and played in order; a choice of a radio button or checkbox is played
 * so React sees it; the pointer's hover and the focus are told again, so that a menu the pointer
 * rests on opens. Links and typing keep the browser's own behaviour.
 */
const WAKE = ['pointerover', 'touchstart', 'focusin'] as const;
const HOLD = ['click', 'keydown'] as const;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** How far outside the viewport a `nearView` island wakes: about a phone's screen ahead of the buyer. */
const NEAR_VIEW = '600px';

/** What tells that a person is at the page (a `nearView` island sleeps until one of these). */
const PRESENCE = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

const asksFor = (value: unknown, option: 'idle' | 'nearView') =>
  typeof value === 'object' && value !== null && (value as Record<string, unknown>)[option] === true;

/** Whether the directive's value asks for waking at idle too (`client:interaction={{ idle: true }}`). */
export const wakesAtIdle = (value: unknown): boolean => asksFor(value, 'idle');

/** Whether the directive's value asks for waking near the viewport too (`client:interaction={{ nearView: true }}`). */
export const wakesNearView = (value: unknown): boolean => asksFor(value, 'nearView');

/** Calls wake once any of the island's elements comes within NEAR_VIEW of the viewport (the island itself is display: contents, so has no box). */
function wakeNearView(island: HTMLElement, wake: () => void): void {
  const watcher = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watcher.disconnect();
      wake();
    },
    { rootMargin: NEAR_VIEW },
  );
  for (const child of island.children) watcher.observe(child);
}

/**
 * Chromium's headless shell sends a pointermove of its own, at the corner (0, 0) and moving
 * nothing, a moment after the page loads, where its mouse rests: that is nobody there.
 */
const restingCursor = (event: Event) =>
  event instanceof PointerEvent &&
  event.type === 'pointermove' &&
  event.clientX === 0 &&
  event.clientY === 0 &&
  event.movementX === 0 &&
  event.movementY === 0;

/** Calls go once the visitor first moves, presses, touches or scrolls anywhere on the page. */
function onceSomeoneIsThere(go: () => void): void {
  const seen = (event: Event) => {
    if (restingCursor(event)) return;
    for (const name of PRESENCE) window.removeEventListener(name, seen, true);
    go();
  };
  for (const name of PRESENCE) window.addEventListener(name, seen, { capture: true, passive: true });
}

const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  // A bare `client:interaction` gives `true`.
  const wakeOn = typeof options.value === 'string' && options.value !== '' ? options.value : null;
  const early: EarlyInput[] = [];
  let pointer: Element | undefined;
  let waking = false;

  const onWake = (event: Event) => {
    if (event instanceof PointerEvent && event.pointerType === 'mouse' && event.target instanceof Element)
      pointer = event.target;
    void wake();
  };
  const onHold = (event: Event) => {
    const input = earlyInputOf(event, island);
    if (input?.hold) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    // A label's click comes again on its control: one choice.
    if (input && (input.hold || !early.some((noted) => noted.control === input.control))) early.push(input);
    void wake();
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const name of WAKE) island[method](name, onWake, { capture: true, passive: true });
    for (const name of HOLD) island[method](name, onHold, { capture: true });
    if (wakeOn) document[method](wakeOn, onWake);
  };

  async function wake() {
    if (waking) return;
    waking = true;
    const hydrate = await load();
    await hydrate();
    listen(false);
    // React now listens and hydrates the island on the first of these (at once for a press or a key).
    if (pointer?.matches(':hover'))
      pointer.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    const focused = document.activeElement;
    if (focused && island.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // One a task, so that each sees what the one before did.
    for (const input of early.splice(0)) {
      if (island.contains(input.control)) input.play();
      await nextTask();
    }
  }

  const wakeAtIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void wake());
    else setTimeout(() => void wake(), 200);
  };
  listen(true);
  if (wakesAtIdle(options.value)) wakeAtIdle();
  if (wakesNearView(options.value)) onceSomeoneIsThere(() => wakeNearView(island, wakeAtIdle));
};

export default hydrateOnInteraction;
