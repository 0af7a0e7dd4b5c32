/**
 * Where the API is: in the browser the same origin (/api/); at build time API_URL, the backend the
 * site is pre-rendered from (set by `npm run build` and `npm start`).
 */
export const BROWSER_API_BASE = '/api/';

export function apiBaseUrl(): string {
  if (typeof window !== 'undefined') return BROWSER_API_BASE;
  const url = process.env.API_URL;
  if (!url) throw new Error('API_URL is not set: build the site with `npm run build`, which provides it.');
  return `${url.replace(/\/+$/, '')}/api/`;
}
