import { useRef, useState, type SubmitEvent } from 'react';
import type { LoginAnswer, SecondFactorNeeded } from '#contract/calls/login.ts';
import { SECOND_FACTOR_LIMITS } from '#contract/calls/second-factor.ts';
import { userLoginSecondFactor } from '../../api/account.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { showMessage } from '../../stores/messages.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { useModalFocus } from '../use-modal-focus.ts';
import { signInWithPasskey } from './passkey-sign-in.ts';

interface Props {
  strings: Dictionary['signIn'];
  needed: SecondFactorNeeded;
  onSignedIn: (answer: LoginAnswer) => Promise<void>;
  onRestart: () => void;
}

/** The sign-in dialog's second step: a code of the authenticator app (or a recovery code), or a passkey. */
export function SecondFactorStep({ strings, needed, onSignedIn, onRestart }: Props) {
  const codeInput = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useModalFocus(codeInput, false);

  const attempt = async (signIn: () => Promise<LoginAnswer | null>) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await signIn();
      if (answer) await onSignedIn(answer);
      else setBusy(false);
    } catch (failure) {
      tellBuyer(failure);
      setBusy(false);
      codeInput.current?.select();
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(strings.codeRequired);
      codeInput.current?.focus();
      return;
    }
    void attempt(() => userLoginSecondFactor(needed.secondFactorChallenge, code.trim()));
  };

  const usePasskey = () =>
    attempt(async () => {
      const outcome = await signInWithPasskey(needed.secondFactorChallenge);
      if ('answer' in outcome) return outcome.answer;
      showMessage('error', outcome.failed === 'notHere' ? strings.passkeyNotHere : strings.passkeyCancelled);
      return null;
    });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="second-factor-title">
      <h3 id="second-factor-title" className="sign-in-step">{strings.secondFactorTitle}</h3>
      <p id="second-factor-hint">{strings.secondFactorHint}</p>
      <div className="field">
        <label htmlFor="sign-in-code">{strings.code}</label>
        <input
          ref={codeInput}
          id="sign-in-code"
          inputMode="text"
          autoComplete="one-time-code"
          maxLength={SECOND_FACTOR_LIMITS.code}
          required
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error && event.target.value.trim()) setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'second-factor-hint sign-in-code-error' : 'second-factor-hint'}
        />
        {error && <p id="sign-in-code-error" className="field-error">{error}</p>}
      </div>
      <button type="submit" className="button sign-in-submit" aria-disabled={busy || undefined}>
        {busy ? strings.verifying : strings.verify}
      </button>
      <p className="sign-in-register">
        {needed.passkey && (
          <>
            <button type="button" className="text-button" onClick={() => void usePasskey()}>{strings.usePasskeyInstead}</button>
            {' · '}
          </>
        )}
        <button type="button" className="text-button" onClick={onRestart}>{strings.startAgain}</button>
      </p>
    </form>
  );
}
