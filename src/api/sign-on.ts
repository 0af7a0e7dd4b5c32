import * as calls from '#contract/calls/sign-on.ts';
import { call } from './call.ts';

/** Single sign-on's calls from the browser: the dialog's question, and taking the session on the return page. */
export const signOnCheck = (email: string) => call(calls.signOnCheck, { email });
export const signOnFinish = (code: string) => call(calls.signOnFinish, { code });

/** The start redirect's address: the browser goes there (a plain navigation, not a call). */
export function signOnStartUrl(query: calls.SignOnStartQuery): string {
  const params = new URLSearchParams({ email: query.email });
  if (query.returnTo) params.set('returnTo', query.returnTo);
  if (query.remember) params.set('remember', 'true');
  return `/api/${calls.SIGN_ON_START.path}?${params}`;
}
