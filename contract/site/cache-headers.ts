/**
 * Cache-Control of the built site, the same from the Node server (server/site/serve-site.ts) and
 * from a static host (build/static-host-rules.ts).
 */

/** Where the build puts files whose names carry a hash of their content. */
export const HASHED_ASSETS_DIR = '_astro';

/** A hashed file never changes under its name: browsers keep it a year without asking again. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Pages keep their address across releases: browsers ask again each visit (a 304 when unchanged). */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';
