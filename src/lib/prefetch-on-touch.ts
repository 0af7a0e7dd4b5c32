/**
 * Astro fetches an internal page when the pointer rests on its link or the link takes focus
 * (`prefetch` in astro.config.mjs). A finger has no hover, so a touch on a link starts the fetch
 * too: the page is on its way by the time the finger lifts. Links marked
 * data-astro-prefetch="false" and downloads are left alone, as Astro leaves them.
 */
export function prefetchOnTouch(doc: Document, prefetch: (url: string) => void): void {
  doc.addEventListener(
    'touchstart',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.dataset.astroPrefetch === 'false' || link.hasAttribute('download')) return;
      prefetch(link.href);
    },
    { passive: true },
  );
}
