import { useState } from 'react';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { showMessage } from '../../stores/messages.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { signInWithPasskey } from './passkey-sign-in.ts';

interface Props {
  strings: Dictionary['signIn'];
  onSignedIn: (answer: LoginAnswer) => Promise<void>;
}

/** "Sign in with a passkey": the passkey alone signs in (it holds the account, and proves a second factor itself). */
export function PasskeySignInButton({ strings, onSignedIn }: Props) {
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await signInWithPasskey();
      if ('answer' in outcome) return await onSignedIn(outcome.answer);
      showMessage('error', outcome.failed === 'notHere' ? strings.passkeyNotHere : strings.passkeyCancelled);
    } catch (failure) {
      tellBuyer(failure);
    }
    setBusy(false);
  };
  return (
    <button
      type="button"
      className="button secondary sign-in-submit sign-in-passkey"
      aria-disabled={busy || undefined}
      onClick={() => void signIn()}
    >
      {strings.passkeySignIn}
    </button>
  );
}
