/** The "from" prices of a page's pre-rendered family cards: cards inside islands (search results, "Show more products") price themselves. */
export function staticFromPrices(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-from-family]')].filter(
    (span) => !span.closest('astro-island'),
  );
}
