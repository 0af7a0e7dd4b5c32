/**
 * The script every page runs, injected into Astro's page script (astro.config.mjs) so it shares the
 * file that starts Astro's link prefetching rather than adding one of its own.
 */
import { prefetch } from 'astro:prefetch';
import { scrollToLateFragment } from './fragment-scroll.ts';
import { prefetchOnTouch } from './prefetch-on-touch.ts';

scrollToLateFragment(document, window);
prefetchOnTouch(document, (url) => prefetch(url, { ignoreSlowConnection: true }));
