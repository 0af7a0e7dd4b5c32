import { onDemand } from '../../api/on-demand.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { showAfterNavigation } from '../../lib/message-handoff.ts';
import { showMessage } from '../../stores/messages.ts';
import { clearRememberedLogin, forgetButKeepChoice, rememberLogin } from '../../stores/remembered-login.ts';
import { endSession, setBasketCount, startSession } from '../../stores/session-change.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { refreshUnreadCount } from './unread-count.ts';

// Loaded on the first login or logout, not with every page's header (src/api/on-demand.ts).
const userLogout = onDemand(() => import('../../api/account.ts'), 'userLogout');
const basketCount = onDemand(() => import('../../api/basket.ts'), 'basketCount');

/**
 * Keeps a successful login: the session, and the remembered login as "Remember me"
 * says: the email and the server's remember token (never the password), or only check 0. Then the
 * header's badges take the server's basket and unread messages counts; the promise settles once they
 * have (a failure leaves a badge as it was), so a caller about to leave the page can wait for it.
 */
export function keepLogin(answer: LoginAnswer, email: string, remember: boolean): Promise<void> {
  startSession(answer);
  if (remember && answer.rememberToken) rememberLogin(email, answer.rememberToken);
  else forgetButKeepChoice();
  const basket = basketCount().then((count) => setBasketCount(count.basketCount), tellBuyer);
  return Promise.all([basket, refreshUnreadCount()]).then(() => undefined);
}

/** After login: the account page, with the welcome shown there. */
export function goToAccount(locale: Locale, welcome: string): void {
  const target = new URL(localePath(locale, '/acInformation#section1'), window.location.href);
  // Already on the account page only the hash changes and no page loads: show the welcome now.
  if (target.pathname === window.location.pathname) showMessage('success', welcome);
  else showAfterNavigation('success', welcome);
  window.location.assign(target.href);
}

/** Logs out: the call, then (even if it failed) the local session and remembered login go; home replaces this page in history. */
export async function logOut(locale: Locale): Promise<void> {
  await userLogout().catch(tellBuyer);
  endSession();
  clearRememberedLogin();
  window.location.replace(localePath(locale, '/'));
}
