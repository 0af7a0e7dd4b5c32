import { atom } from 'nanostores';
import { mayHaveRememberedLogin } from '../../stores/remembered-login-key.ts';
import { $loggedIn, loadSession } from '../../stores/session.ts';
import { isSignOnReturn } from './sign-on-fragment.ts';

/** False until the session is read and any automatic login has finished: the header shows placeholders until then. */
export const $sessionReady = atom(false);

let booting: Promise<void> | undefined;

/** Starts the page's session once, however many islands ask. */
export function bootSession(): Promise<void> {
  booting ??= readSession().finally(() => $sessionReady.set(true));
  return booting;
}

// The automatic login's code (the remembered-login store, the login call) loads only in a browser
// that keeps a remembered login: most pages need no more than sessionStorage.
async function readSession(): Promise<void> {
  loadSession();
  // A page a company's sign-on returned to takes its session (or the reason there is none) instead.
  const signOnReturn = isSignOnReturn();
  if (!signOnReturn && ($loggedIn.get() || !mayHaveRememberedLogin())) return;
  const { restoreSession, takeSignOnReturn } = await import('./session-restore.ts');
  await (signOnReturn ? takeSignOnReturn() : restoreSession());
}
