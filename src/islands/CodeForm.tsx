import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { SECOND_FACTOR_LIMITS } from '#contract/calls/second-factor.ts';

interface Props {
  id: string;
  label: string;
  hint?: string;
  requiredMessage: string;
  submit: string;
  /** The button's words while the code is checked (else the same as submit). */
  busyLabel?: string;
  busy: boolean;
  /** In a dialog's step: the field takes the focus when it appears. */
  autoFocus?: boolean;
  /** The sign-in dialog's look instead of the account pages'. */
  look?: 'profile' | 'dialog';
  /** Resolves true when the code was taken (the field then empties). */
  onCode: (code: string) => Promise<boolean>;
}

/**
 * One code field (authenticator or recovery code) and its button, in the sign-in dialog and the
 * account's Security section: a blank code is refused here, a wrong one by the server.
 */
export function CodeForm({
  id,
  label,
  hint,
  requiredMessage,
  submit,
  busyLabel = submit,
  busy,
  autoFocus = false,
  look = 'profile',
  onCode,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setProblem(requiredMessage);
      input.current?.focus();
      return;
    }
    if (await onCode(code.trim())) setCode('');
    else input.current?.select();
  };
  const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form
      className={look === 'profile' ? 'profile-form' : undefined}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={input}
          id={id}
          autoComplete="one-time-code"
          maxLength={SECOND_FACTOR_LIMITS.code}
          required
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (problem && event.target.value.trim()) setProblem('');
          }}
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
            {problem}
          </p>
        )}
      </div>
      <button
        type="submit"
        className={look === 'profile' ? 'button' : 'button sign-in-submit'}
        aria-disabled={busy || undefined}
      >
        {busy ? busyLabel : submit}
      </button>
    </form>
  );
}
