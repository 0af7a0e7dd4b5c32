import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: an island whose script is needed only once the visitor reaches for it (the
 * footer's newsletter box) loads and wakes up when the pointer comes over it, a finger touches it or
 * it takes focus, not with the page. Its server-rendered HTML stands until then.
 */
const EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  const wake = async () => {
    for (const name of EVENTS) island.removeEventListener(name, wake);
    const hydrate = await load();
    await hydrate();
  };
  for (const name of EVENTS) island.addEventListener(name, wake, { passive: true });
};

export default hydrateOnInteraction;
