import type { ClientDirective } from 'astro';
import { holdEarlyClicks } from './early-clicks.ts';

/**
 * `client:interaction`: an island whose script is needed only once the visitor reaches for it (the
 * footer's newsletter box, the product page's pictures and configurator) loads and wakes up when the
 * pointer comes over it, a finger touches it or it takes focus, not with the page. Its
 * server-rendered HTML stands until then. A click that comes before React runs is given again once
 * it does (src/lib/early-clicks.ts).
 *
 * `client:interaction="event-name"` also wakes it when that event is dispatched on `document`: an
 * island showing a state that other islands change (the product page's chosen part,
 * src/stores/product-choice.ts) wakes when it changes, since its HTML no longer shows it.
 */
const EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  // A bare `client:interaction` gives `true`.
  const wakeOn = typeof options.value === 'string' && options.value !== '' ? options.value : null;
  const giveClicksAgain = holdEarlyClicks(island);
  let woken = false;
  const wake = async () => {
    if (woken) return;
    woken = true;
    for (const name of EVENTS) island.removeEventListener(name, wake);
    if (wakeOn) document.removeEventListener(wakeOn, wake);
    const hydrate = await load();
    await hydrate();
    giveClicksAgain();
  };
  for (const name of EVENTS) island.addEventListener(name, wake, { passive: true });
  if (wakeOn) document.addEventListener(wakeOn, wake);
};

export default hydrateOnInteraction;
