/** The address pages name when SITE_URL is unset and the build is not told where the shop listens (astro.config.mjs). */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:4321';
