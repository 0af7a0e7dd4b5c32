import { useState } from 'react';
import type { LoginAnswer, SecondFactorNeeded } from '#contract/calls/login.ts';
import { userLoginSecondFactor } from '../../api/account.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { showMessage } from '../../stores/messages.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { CodeForm } from '../CodeForm.tsx';
import { signInWithPasskey } from './passkey-sign-in.ts';

interface Props {
  strings: Dictionary['signIn'];
  needed: SecondFactorNeeded;
  onSignedIn: (answer: LoginAnswer) => Promise<void>;
  onRestart: () => void;
}

/** The sign-in dialog's second step: a code of the authenticator app (or a recovery code), or a passkey. */
export function SecondFactorStep({ strings, needed, onSignedIn, onRestart }: Props) {
  const [busy, setBusy] = useState(false);

  /** Resolves true once signed in; a refusal is told as a toast and the buyer tries again. */
  const attempt = async (signIn: () => Promise<LoginAnswer | null>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const answer = await signIn();
      if (answer) {
        await onSignedIn(answer);
        return true;
      }
    } catch (failure) {
      tellBuyer(failure);
    }
    setBusy(false);
    return false;
  };

  const proveWithPasskey = () =>
    attempt(async () => {
      const outcome = await signInWithPasskey(needed.secondFactorChallenge);
      if ('answer' in outcome) return outcome.answer;
      showMessage('error', outcome.failed === 'notHere' ? strings.passkeyNotHere : strings.passkeyCancelled);
      return null;
    });

  return (
    <section aria-labelledby="second-factor-title">
      <h3 id="second-factor-title" className="sign-in-step">
        {strings.secondFactorTitle}
      </h3>
      <CodeForm
        id="sign-in-code"
        label={strings.code}
        hint={strings.secondFactorHint}
        requiredMessage={strings.codeRequired}
        submit={strings.verify}
        busyLabel={strings.verifying}
        busy={busy}
        autoFocus
        look="dialog"
        onCode={(code) => attempt(() => userLoginSecondFactor(needed.secondFactorChallenge, code))}
      />
      <p className="sign-in-register">
        {needed.passkey && (
          <>
            <button type="button" className="text-button" onClick={() => void proveWithPasskey()}>
              {strings.usePasskeyInstead}
            </button>
            {' · '}
          </>
        )}
        <button type="button" className="text-button" onClick={onRestart}>
          {strings.startAgain}
        </button>
      </p>
    </section>
  );
}
