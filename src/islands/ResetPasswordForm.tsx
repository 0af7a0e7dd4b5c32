import '../styles/register-form.css';
import { useEffect, useState } from 'react';
import { passwordReset, passwordResetRequest } from '../api/password-reset.ts';
import type { Dictionary } from '../i18n/dictionary.ts';
import { fill } from '#contract/i18n/text.ts';
import { REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import { showAfterNavigation } from '../lib/message-handoff.ts';
import {
  registrationProblem,
  type Problem,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/validation/registration-form.ts';
import { startSession } from '../stores/session-change.ts';
import { showMessage } from '../stores/messages.ts';
import { needsSecondFactor } from '#contract/calls/login.ts';
import { $signInOpen } from './header/sign-in-state.ts';
import { problemText } from './RegisterForm.tsx';
import { CheckedField } from './account/profile/CheckedField.tsx';
import { useCheckedForm } from './use-checked-form.ts';
import { useHydrated } from './use-hydrated.ts';

interface Props {
  text: Dictionary['resetPassword'];
  /** Field names and rule messages: the registration's, whose rules a new password follows. */
  rules: Dictionary['register'];
  /** Where the buyer lands once the new password is set. */
  accountUrl: string;
  /** This page without a token, to ask for a new link. */
  pageUrl: string;
}

type AskField = 'email';
type ChooseField = 'pwd' | 'pwdConfirm';
const NO_VALUES: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  pwd: '',
  pwdConfirm: '',
  companyName: '',
};

/** The registration's checks for some of its fields. */
function checker<F extends RegistrationField>(fields: readonly F[]) {
  return (values: Record<F, string>) => {
    const all = { ...NO_VALUES, ...values };
    const found: Partial<Record<F, Problem>> = {};
    for (const field of fields) {
      const problem = registrationProblem(field, all);
      if (problem) found[field] = problem;
    }
    return found;
  };
}

type CheckedForm<F extends string> = Pick<
  ReturnType<typeof useCheckedForm<F, Problem>>,
  'values' | 'problems' | 'change' | 'inputRef'
>;

const ASK_FIELDS = ['email'] as const;
const CHOOSE_FIELDS = ['pwd', 'pwdConfirm'] as const;

/**
 * /resetPassword: without a token, asks for the address and sends the link (the answer is the same
 * whether or not it has an account); with ?token=…, sets a new password and logs the buyer in.
 */
export default function ResetPasswordForm({ text, rules, accountUrl, pageUrl }: Props) {
  const hydrated = useHydrated();
  // The token is in the address bar only in the browser: read after hydration, so the first render matches the page.
  const [token, setToken] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [linkFailed, setLinkFailed] = useState(false);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token')), []);

  const ask = useCheckedForm<AskField, Problem>(ASK_FIELDS, { email: '' }, checker(ASK_FIELDS), async ({ email }) => {
    await passwordResetRequest({ email: email.trim() });
    setSentTo(email.trim());
  });
  const choose = useCheckedForm<ChooseField, Problem>(
    CHOOSE_FIELDS,
    { pwd: '', pwdConfirm: '' },
    checker(CHOOSE_FIELDS),
    async ({ pwd }) => {
      try {
        const answer = await passwordReset({ token: token ?? '', pwd });
        if (needsSecondFactor(answer)) {
          // The link proved the address, not the second factor: the buyer signs in with the new password and it.
          showMessage('success', text.doneSignIn);
          $signInOpen.set('account');
          return 'leaving';
        }
        startSession(answer);
      } catch (error) {
        // A used, expired or wrong link: the server's message is a toast; offer a new one.
        setLinkFailed(true);
        throw error;
      }
      showAfterNavigation('success', text.done);
      window.location.assign(accountUrl);
      return 'leaving';
    },
  );

  /** A field of either form, with the registration's wording of its problem. */
  function field<F extends AskField | ChooseField>(
    form: CheckedForm<F>,
    name: F,
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
  ) {
    const problem = form.problems[name];
    return (
      <CheckedField
        id={`reset-${name}`}
        label={label}
        type={type}
        autoComplete={autoComplete}
        required
        value={form.values[name]}
        onChange={(value) => form.change(name, value)}
        inputRef={form.inputRef(name)}
        hint={hint}
        problem={problem && problemText(name, problem, rules)}
      />
    );
  }

  if (token) {
    return (
      <form className="register-form" onSubmit={choose.submit} noValidate>
        <p>{text.chooseIntro}</p>
        {linkFailed && (
          <p role="alert">
            {text.linkFailed} <a href={pageUrl}>{text.askAgain}</a>
          </p>
        )}
        <fieldset disabled={!hydrated}>
          {field(
            choose,
            'pwd',
            text.password,
            'password',
            'new-password',
            fill(rules.passwordHint, { min: REGISTRATION_LIMITS.passwordMin, max: REGISTRATION_LIMITS.passwordMax }),
          )}
          {field(choose, 'pwdConfirm', text.passwordConfirm, 'password', 'new-password')}
          <button type="submit" className="button" disabled={choose.busy}>
            {choose.busy ? text.saving : text.save}
          </button>
        </fieldset>
      </form>
    );
  }
  return (
    <form className="register-form" onSubmit={ask.submit} noValidate>
      <p>{text.askIntro}</p>
      <fieldset disabled={!hydrated}>
        {field(ask, 'email', text.email, 'email', 'email')}
        <button type="submit" className="button" disabled={ask.busy}>
          {ask.busy ? text.sending : text.send}
        </button>
      </fieldset>
      <p role="status">{sentTo === null ? '' : fill(text.sent, { email: sentTo })}</p>
    </form>
  );
}
