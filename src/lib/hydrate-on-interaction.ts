import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: an island whose script is needed only once the visitor reaches for it (the
 * header's menus, search box and Contact panel, the footer's newsletter, "Show more products")
 * loads and wakes up when the pointer comes over it, a finger touches it, it takes focus or is
 * pressed, not with the page. Its server-rendered HTML stands, and works as it does without
 * script, until then.
 *
 * React listens to an island only from its hydration on, so what the visitor did while the script
 * was on its way is given to it then: a press on a button and a navigation key on a button or
 * link are held (their default prevented) and played again in order, and the pointer's hover and
 * the focus are told again, so that a menu the pointer rests on opens. Links, typing and
 * everything else keep the browser's own behaviour. A held press also stops a form's submission
 * (implicit submission presses the form's submit button), so a search is not sent before its code
 * has decided where it goes.
 */
const WAKE = ['pointerover', 'touchstart', 'focusin'] as const;
const HOLD = ['click', 'keydown'] as const;
/** Keys the header's menus handle on a button or link (MenuDisclosure). */
const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape']);

/**
 * How to play a press or key again once the island listens, or undefined to let the browser have
 * it. A key goes to what has focus in the island by then (an earlier key may have moved it).
 */
export function replayOf(event: Event, island: Element): (() => void) | undefined {
  const target = event.target instanceof Element ? event.target : null;
  const button = event.type === 'click' ? target?.closest('button') : null;
  if (button) return () => button.click();
  if (target && event instanceof KeyboardEvent && NAVIGATION_KEYS.has(event.key) && target.closest('button, a[href]')) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    return () => {
      const focused = document.activeElement;
      (focused && island.contains(focused) ? focused : target).dispatchEvent(new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }));
    };
  }
  return undefined;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  const held: Array<() => void> = [];
  let pointer: Element | undefined;
  let waking = false;

  const onWake = (event: Event) => {
    if (event instanceof PointerEvent && event.pointerType === 'mouse' && event.target instanceof Element) pointer = event.target;
    wake();
  };
  const onHold = (event: Event) => {
    const replay = replayOf(event, island);
    if (replay) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(replay);
    }
    wake();
  };
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const name of WAKE) island[method](name, onWake, { capture: true, passive: true } as AddEventListenerOptions);
    for (const name of HOLD) island[method](name, onHold, { capture: true });
  };

  async function wake() {
    if (waking) return;
    waking = true;
    const hydrate = await load();
    await hydrate();
    listen(false);
    // React now listens and hydrates the island on the first of these (at once for a press or a key).
    if (pointer?.matches(':hover')) pointer.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    const focused = document.activeElement;
    if (focused && island.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // One a task, so that each sees what the one before did.
    for (const replay of held.splice(0)) {
      replay();
      await nextTask();
    }
  }

  listen(true);
};

export default hydrateOnInteraction;
