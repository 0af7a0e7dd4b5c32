import { onDemand } from '../../api/on-demand.ts';
import { ApiCallError } from '../../api/answer.ts';
import type { LoginAnswer, RememberedLoginRequest } from '#contract/calls/login.ts';
import { $rememberedLogin, clearRememberedLogin, isRememberUsable } from '../../stores/remembered-login.ts';
import { $loggedIn, loadSession } from '../../stores/session.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { keepLogin } from './session-actions.ts';

// A sign-on's return page comes through this module too, so every page's own script names one on-demand module, not two.
export { takeSignOnReturn } from './sign-on-return.ts';

// Loaded only when a remembered login is used (src/api/on-demand.ts).
const userLoginRemembered = onDemand(() => import('../../api/account.ts'), 'userLoginRemembered');

/**
 * Reads the session; when logged out with a remembered login younger than 7 days, logs in with its
 * remember token silently and keeps the new token. A record 7 or more days old is cleared, and so
 * is one the server refuses (701); a network failure keeps it for the next page. Loaded by
 * bootSession (session-bootstrap.ts) only in a browser that keeps a remembered login.
 */
export async function restoreSession(
  loginRemembered: (body: RememberedLoginRequest) => Promise<LoginAnswer> = userLoginRemembered,
  now = Date.now(),
): Promise<void> {
  loadSession();
  const record = $rememberedLogin.get();
  if ($loggedIn.get() || record?.check !== 1) return;
  if (!isRememberUsable(record, now)) {
    clearRememberedLogin();
    return;
  }
  try {
    await keepLogin(
      await loginRemembered({ email: record.email, rememberToken: record.rememberToken }),
      record.email,
      true,
    );
  } catch (error) {
    tellBuyer(error);
    if (error instanceof ApiCallError && error.code !== null) clearRememberedLogin();
  }
}
