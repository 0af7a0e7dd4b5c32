import { localeOfPath } from '#contract/i18n/locales.ts';
import { showMessage } from '../stores/messages.ts';
import { $session, endSession } from '../stores/session.ts';
import { ApiCallError } from './answer.ts';
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

/**
 * Applies the error catalogue to a failed call, then lets the caller see the failure too:
 * below 700 the server's message (or 'Error') is shown; 701 clears the token silently;
 * 700 and above, and network errors without a code, show nothing.
 */
export function reportFailure(error: unknown): never {
  if (error instanceof ApiCallError && error.code !== null) {
    if (error.code === 701) endSession();
    else if (error.code < 700) showMessage('error', error.message || 'Error');
  }
  throw error;
}

/** Runs a call with the catalogue applied: `await calling(post(browserHttp, …))`. */
export function calling<T>(request: Promise<T>): Promise<T> {
  return request.catch(reportFailure);
}
