import '../styles/register-form.css';
import { useState, type HTMLInputTypeAttribute } from 'react';
import { localePath } from '#contract/i18n/locales.ts';
import { ApiCallError } from '../api/answer.ts';
import { userRegister } from '../api/account.ts';
import type { Dictionary } from '../i18n/dictionary.ts';
import { capitalise, fill, type Language } from '#contract/i18n/text.ts';
import { showAfterNavigation } from '../lib/message-handoff.ts';
import { REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import {
  REGISTRATION_FIELDS,
  registrationProblems,
  registrationRequest,
  type Problem,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/validation/registration-form.ts';
import { startSession } from '../stores/session-change.ts';
import { $signInOpen } from './header/sign-in-state.ts';
import { useCheckedForm } from './use-checked-form.ts';
import { useHydrated } from './use-hydrated.ts';

type Text = Dictionary['register'];

interface Props {
  text: Text;
  language: Language;
  /** Where a new buyer lands: /acInformation#section1 in the page's language. */
  accountUrl: string;
}

const EMPTY: RegistrationValues = { firstName: '', lastName: '', email: '', pwd: '', pwdConfirm: '', companyName: '' };

/** The message for a problem, worded like the API's ('Please enter your first name'). */
export function problemText(field: RegistrationField, problem: Problem, text: Text): string {
  const name = text.fieldNames[field];
  const opening = capitalise(name);
  switch (problem.rule) {
    case 'required':
      return fill(text.required, { field: name });
    case 'tooLong':
      return fill(text.tooLong, { field: opening, n: problem.n });
    case 'tooShort':
      return fill(text.tooShort, { field: opening, n: problem.n });
    case 'email':
      return text.invalidEmail;
    case 'passwordPattern':
      return text.passwordPattern;
    case 'mismatch':
      return text.mismatch;
  }
}

export default function RegisterForm({ text, language, accountUrl }: Props) {
  const hydrated = useHydrated();
  const [taken, setTaken] = useState(false);
  const { values, problems, busy, change, submit, inputRef } = useCheckedForm(
    REGISTRATION_FIELDS,
    EMPTY,
    registrationProblems,
    async (checked) => {
      // The server's refusal is told as a toast (src/islands/use-checked-form.ts); a taken address also
      // gets its ways in below the form.
      setTaken(false);
      const answer = await userRegister(registrationRequest(checked, language)).catch((error: unknown) => {
        if (error instanceof ApiCallError && error.code === 409) setTaken(true);
        throw error;
      });
      startSession(answer);
      showAfterNavigation('success', text.welcome);
      window.location.assign(accountUrl);
      return 'leaving';
    },
  );

  function field(
    name: RegistrationField,
    label: string,
    type: HTMLInputTypeAttribute,
    autoComplete: string,
    hint?: string,
  ) {
    const id = `register-${name}`;
    const problem = problems[name];
    const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={inputRef(name)}
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={name !== 'companyName'}
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
        {problem && (
          <p id={`${id}-error`} className="field-error">
            {problemText(name, problem, text)}
          </p>
        )}
      </div>
    );
  }

  // No maxLength on the inputs: a silently cut password would not be the one the buyer knows.
  return (
    <form className="register-form" onSubmit={submit} noValidate>
      <fieldset disabled={!hydrated}>
        <div className="register-names">
          {field('firstName', text.firstName, 'text', 'given-name')}
          {field('lastName', text.lastName, 'text', 'family-name')}
        </div>
        {field('email', text.email, 'email', 'email')}
        {field(
          'pwd',
          text.password,
          'password',
          'new-password',
          fill(text.passwordHint, { min: REGISTRATION_LIMITS.passwordMin, max: REGISTRATION_LIMITS.passwordMax }),
        )}
        {field('pwdConfirm', text.passwordConfirm, 'password', 'new-password')}
        {field('companyName', text.companyName, 'text', 'organization', text.companyHint)}
        <button type="submit" className="button" disabled={busy}>
          {busy ? text.submitting : text.submit}
        </button>
        {taken && (
          <p className="register-taken">
            {text.taken}{' '}
            <button type="button" className="text-button" onClick={() => $signInOpen.set('account')}>
              {text.takenLogIn}
            </button>
            {' · '}
            <a href={localePath(language, '/resetPassword')}>{text.takenReset}</a>
          </p>
        )}
      </fieldset>
    </form>
  );
}
