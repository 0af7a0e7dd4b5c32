import { SIGN_ON_FRAGMENT } from '#contract/limits/sign-on-fragment.ts';
import { SIGN_ON_FAILURES, type SignOnFailure } from '#contract/limits/sign-on.ts';
import { localeOfPath } from '#contract/i18n/locales.ts';
import { signOnFinish } from '../../api/sign-on.ts';
import { keepAddressOnLanguageSwitch } from '../../lib/routing/language-switch.ts';
import { signIn as en } from '../../i18n/en/sign-in.ts';
import { signIn as zhCn } from '../../i18n/zh-cn/sign-in.ts';
import { showMessage } from '../../stores/messages.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { keepLogin } from './session-actions.ts';
import { $signInOpen } from './sign-in-state.ts';
import { $signOnFailure, SIGN_ON_EMAIL_KEY } from './sign-on-state.ts';

const isFailure = (value: string | null): value is SignOnFailure =>
  (SIGN_ON_FAILURES as readonly string[]).includes(value ?? '');

/**
 * The page a provider's sign-in returned to (server/sign-on/return-path.ts): the fragment goes from
 * the address bar and history at once, then its one-use code becomes the session, kept as a password
 * login's is (a remember token with the address the dialog started with); or the sign-in dialog
 * opens with the reason the sign-in failed.
 */
export async function takeSignOnReturn(): Promise<void> {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  // The language link of a client shell copied the address, fragment and all: point it at the clean one.
  keepAddressOnLanguageSwitch();
  const strings = localeOfPath(window.location.pathname) === 'zh-cn' ? zhCn : en;
  const code = fragment.get(SIGN_ON_FRAGMENT.code);
  const email = sessionStorage.getItem(SIGN_ON_EMAIL_KEY) ?? '';
  sessionStorage.removeItem(SIGN_ON_EMAIL_KEY);
  if (code) {
    try {
      const answer = await signOnFinish(code);
      await keepLogin(answer, email, answer.rememberToken !== null && email !== '');
      showMessage('success', strings.welcome);
    } catch (error) {
      tellBuyer(error);
    }
    return;
  }
  const failure = fragment.get(SIGN_ON_FRAGMENT.error);
  $signOnFailure.set(strings.signOn.failures[isFailure(failure) ? failure : 'refused']);
  $signInOpen.set('stay');
}
