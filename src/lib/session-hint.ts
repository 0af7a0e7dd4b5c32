import { createHash } from 'node:crypto';
import { REMEMBERED_LOGIN_KEY } from '../stores/remembered-login-key.ts';
import { KEYS } from '../stores/session.ts';

/** On <html> from before the first paint while this tab may be signed in. */
export const SESSION_HINT_ATTRIBUTE = 'data-may-have-session';

/**
 * Whether this tab may be signed in: a session token in sessionStorage (src/stores/session.ts) or a
 * ticked remembered login (src/stores/remembered-login-key.ts), however old. It runs inline in the
 * page's head (sessionHintScript), so it imports nothing and takes the storage keys as arguments.
 */
export function markSessionHint(tokenKey: string, rememberedKey: string, attribute: string): void {
  let maybe = false;
  try {
    maybe =
      window.sessionStorage.getItem(tokenKey) !== null ||
      (JSON.parse(window.localStorage.getItem(rememberedKey) ?? 'null') as { check?: unknown } | null)?.check === 1;
  } catch {
    // No storage (a private window may refuse it) or no JSON: nothing to sign in with.
  }
  if (maybe) document.documentElement.setAttribute(attribute, '');
}

/**
 * The inline script of a page behind the log-in gate, and its hash for the page's CSP meta. The gate's
 * pre-rendered HTML holds both the log-in prompt and the loading line; CSS shows the prompt at once to
 * a visitor with no session, who is most of them, and the loading line to a buyer who may be signed in.
 */
export function sessionHintScript(): { text: string; hash: `sha256-${string}` } {
  const text = `(${markSessionHint.toString()})(${[KEYS.token, REMEMBERED_LOGIN_KEY, SESSION_HINT_ATTRIBUTE].map((arg) => JSON.stringify(arg)).join(',')})`;
  return { text, hash: `sha256-${createHash('sha256').update(text).digest('base64')}` };
}
