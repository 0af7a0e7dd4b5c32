import '../../styles/account-gate.css';
import { useEffect, type ReactNode } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { $punchOut, loadPunchOut } from '../../stores/punch-out.ts';
import { openSignInHere } from '../header/sign-in-state.ts';
import { useStore } from '../use-store.ts';
import { useSessionGate } from '../use-session-gate.ts';

export type AccountStrings = Dictionary['account'];

interface Props {
  strings: AccountStrings;
  children: ReactNode;
}

/**
 * Every account page sits behind this: logged out (or a session that ended with a 701), it opens the
 * sign-in dialog in 'stay' mode, so the buyer comes back to this page; the button opens it again.
 * Until the session is known (and in the pre-rendered HTML) it holds both the loading line and the
 * log-in prompt, and the page's session hint (src/lib/session-hint.ts) picks which one shows, so a
 * visitor with no session reads the prompt with the page's first paint. The prompt stays the same
 * element once the session is known, so nothing moves.
 */
export function AccountGate({ strings, children }: Props) {
  const gate = useSessionGate();
  const punchOut = useStore($punchOut);

  useEffect(() => {
    if (gate === 'loggedOut') openSignInHere();
  }, [gate]);
  useEffect(loadPunchOut, []);

  // A punch-out session buys for the procurement system: the company's account pages stay shut.
  if (gate === 'loggedIn' && punchOut !== null)
    return (
      <p className="account-gate" role="status">
        {strings.punchOutClosed}
      </p>
    );
  if (gate === 'loggedIn') return <>{children}</>;
  const waiting = gate === 'waiting';
  return (
    <div className={waiting ? 'account-gate waiting' : 'account-gate'}>
      {waiting && (
        <p role="status" className="account-gate-loading">
          {strings.loading}
        </p>
      )}
      <div className="account-log-in">
        <p>{strings.logInPrompt}</p>
        <button type="button" className="button" onClick={openSignInHere}>
          {strings.logIn}
        </button>
      </div>
    </div>
  );
}
