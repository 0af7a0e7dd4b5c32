import { useStore } from './use-store.ts';
import { useEffect, useState } from 'react';
import { emailVerify } from '../api/email-verification.ts';
import { useResendVerification } from './use-resend-verification.ts';
import type { Dictionary } from '../i18n/dictionary.ts';
import { fill } from '#contract/i18n/text.ts';
import { $session } from '../stores/session.ts';
import { tellBuyer } from '../stores/tell-buyer.ts';

interface Props {
  text: Dictionary['verifyEmail'];
  accountUrl: string;
}

type State =
  { step: 'waiting' } | { step: 'noLink' } | { step: 'failed' } | { step: 'done'; email: string; changed: boolean };

/**
 * /verifyEmail?token=…: follows the e-mailed link (verification or a new address) and says what it
 * did; a used, expired or wrong link (the server's message is a toast) offers a new one to a logged-in buyer.
 */
export default function VerifyEmail({ text, accountUrl }: Props) {
  const session = useStore($session);
  const [state, setState] = useState<State>({ step: 'waiting' });
  const { busy, resent, resend } = useResendVerification();

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setState({ step: 'noLink' });
      return;
    }
    emailVerify(token).then(
      (answer) => setState({ step: 'done', ...answer }),
      (error: unknown) => {
        tellBuyer(error);
        setState({ step: 'failed' });
      },
    );
  }, []);

  if (state.step === 'waiting') return <p role="status">{text.checking}</p>;
  if (state.step === 'done') {
    return (
      <div>
        <p role="status">{fill(state.changed ? text.changed : text.confirmed, { email: state.email })}</p>
        <p>
          <a className="button" href={accountUrl}>
            {text.account}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div>
      <p>{state.step === 'failed' ? text.failed : text.noLink}</p>
      {session.token && (
        <button type="button" className="button" onClick={resend} disabled={busy}>
          {busy ? text.resending : text.resend}
        </button>
      )}
      <p role="status">{resent === null ? '' : fill(text.resent, { email: resent })}</p>
    </div>
  );
}
