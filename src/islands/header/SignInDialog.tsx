import { useStore } from '../use-store.ts';
import { useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { userLogin } from '../../api/account.ts';
import { needsSecondFactor, type LoginAnswer, type SecondFactorNeeded } from '#contract/calls/login.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { showMessage } from '../../stores/messages.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useModalFocus } from '../use-modal-focus.ts';
import { CloseIcon } from './icons.tsx';
import { goToAccount, keepLogin } from './session-actions.ts';
import { PasskeySignInButton } from './PasskeySignInButton.tsx';
import { SecondFactorStep } from './SecondFactorStep.tsx';
import { signInErrors, type SignInErrors, type SignInValues } from './sign-in-form.ts';
import { $signInOpen } from './sign-in-state.ts';
import { SignOnOffer } from './SignOnOffer.tsx';

interface Props {
  locale: Locale;
  strings: Dictionary['signIn'];
}

/**
 * The sign-in dialog, shown while $signInOpen is set. A modal role="dialog" rather than <dialog>:
 * showModal() would put the page's toasts (the server's login errors) behind the backdrop and make
 * them inert. Each opening starts with an empty form. It is closed while hydrating, like the
 * pre-rendered page, even when a page's gate has already asked for it (an account page seen logged
 * out): React's hydration needs the two to match, and the dialog opens on the next render.
 */
export function SignInDialog(props: Props) {
  const hydrated = useHydrated();
  const open = useStore($signInOpen);
  return open && hydrated ? <SignInForm {...props} /> : null;
}

const FOCUSABLE = 'a[href], button, input';
const close = () => $signInOpen.set(false);

function SignInForm({ locale, strings }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [busy, setBusy] = useState(false);
  // The password was right and the account has a second factor: the dialog asks for it next.
  const [needed, setNeeded] = useState<SecondFactorNeeded | null>(null);

  useModalFocus(emailInput);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab and Shift+Tab wrap around inside the dialog (aria-modal: the page behind is out of reach).
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const change = (field: keyof SignInValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field that shows an error is checked again as the buyer corrects it.
    if (errors[field]) setErrors({ ...errors, [field]: signInErrors(next, strings)[field] });
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = signInErrors(values, strings);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await userLogin({ email: values.email.trim(), pwd: values.password, remember });
      if (needsSecondFactor(answer)) {
        setNeeded(answer);
        setBusy(false);
      } else await finish(answer);
    } catch (error) {
      // The server's message is a toast; the buyer corrects and tries again.
      tellBuyer(error);
      setBusy(false);
      passwordInput.current?.select();
    }
  };

  // A passkey alone names no e-mail: its sign-in is not remembered (the browser keeps the passkey itself).
  const finish = async (answer: LoginAnswer, email = values.email.trim()) => {
    // keepLogin also fetches the basket count: wait for it, so leaving the page does not cut it off.
    await keepLogin(answer, email, remember && email !== '');
    const stay = $signInOpen.get() === 'stay';
    close();
    // A page that asked for the login (basket, payment) carries on; the Account menu's login goes to the account.
    if (stay) showMessage('success', strings.welcome);
    else goToAccount(locale, strings.welcome);
  };
  const restart = () => {
    setNeeded(null);
    setValues({ ...values, password: '' });
  };

  const fieldProps = (field: keyof SignInValues) => ({
    id: `sign-in-${field}`,
    required: true,
    value: values[field],
    onChange: (event: { target: HTMLInputElement }) => change(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `sign-in-${field}-error` : undefined,
  });
  const fieldError = (field: keyof SignInValues) =>
    errors[field] && (
      <p id={`sign-in-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    );

  return (
    <div className="sign-in-backdrop">
      <div
        ref={dialog}
        className="sign-in-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sign-in-title"
        onKeyDown={onKeyDown}
      >
        <div className="sign-in-head">
          <h2 id="sign-in-title">{strings.title}</h2>
          <button type="button" className="sign-in-close" aria-label={strings.close} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        {needed ? (
          <SecondFactorStep strings={strings} needed={needed} onSignedIn={finish} onRestart={restart} />
        ) : (
          <form noValidate onSubmit={onSubmit}>
            <div className="field">
              <label htmlFor="sign-in-email">{strings.email}</label>
              <input
                ref={emailInput}
                type="email"
                autoComplete="username"
                maxLength={LIMITS.loginEmail}
                {...fieldProps('email')}
              />
              {fieldError('email')}
            </div>
            <SignOnOffer locale={locale} email={values.email} remember={remember} strings={strings.signOn} />
            <div className="field">
              <label htmlFor="sign-in-password">{strings.password}</label>
              <input
                ref={passwordInput}
                type="password"
                autoComplete="current-password"
                maxLength={LIMITS.loginPassword}
                {...fieldProps('password')}
              />
              {fieldError('password')}
            </div>
            <label className="sign-in-remember">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              {strings.rememberMe}
            </label>
            <button type="submit" className="button sign-in-submit" aria-disabled={busy || undefined}>
              {busy ? strings.loggingIn : strings.submit}
            </button>
            <PasskeySignInButton strings={strings} onSignedIn={(answer) => finish(answer, '')} />
          </form>
        )}
        <p className="sign-in-register">
          <a href={localePath(locale, '/resetPassword')} onClick={close}>
            {strings.forgotPassword}
          </a>
          {' · '}
          <a href={localePath(locale, '/register')} onClick={close}>
            {strings.newAccount}
          </a>
        </p>
      </div>
    </div>
  );
}
