import { localeOfPath } from '#contract/i18n/locales.ts';
import { $session } from '../stores/session.ts';
import { tellAndThrow } from '../stores/tell-buyer.ts';
import { createHttp } from './client.ts';

/**
 * The browser's API connection: the session token in the `token` header, the page's language in
 * `lang`, and the spec's error handling (section 8) in one place.
 */
export const browserHttp = createHttp('/api/');

browserHttp.interceptors.request.use((config) => {
  const token = $session.get().token;
  if (token) config.headers.set('token', token);
  config.headers.set('lang', localeOfPath(window.location.pathname));
  return config;
});

/** Runs a call with the catalogue applied: `await calling(post(browserHttp, …))`. */
export function calling<T>(request: Promise<T>): Promise<T> {
  return request.catch(tellAndThrow);
}
