import { useEffect, type ReactNode } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { openSignInHere } from '../header/sign-in-state.ts';
import { useSessionGate } from '../use-session-gate.ts';

export type AccountStrings = Dictionary['account'];

interface Props {
  strings: AccountStrings;
  children: ReactNode;
}

/**
 * Every account page sits behind this: logged out (or a session that ended with a 701), it opens the
 * sign-in dialog in 'stay' mode, so the buyer comes back to this page; the button opens it again.
 */
export function AccountGate({ strings, children }: Props) {
  const gate = useSessionGate();

  useEffect(() => {
    if (gate === 'loggedOut') openSignInHere();
  }, [gate]);

  if (gate === 'waiting') return <p role="status">{strings.loading}</p>;
  if (gate === 'loggedOut') {
    return (
      <div className="account-log-in">
        <p>{strings.logInPrompt}</p>
        <button type="button" className="button" onClick={openSignInHere}>{strings.logIn}</button>
      </div>
    );
  }
  return <>{children}</>;
}
