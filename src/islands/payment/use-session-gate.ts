import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $loggedIn } from '../../stores/session.ts';
import { $sessionReady, bootSession } from '../header/session-bootstrap.ts';

export type SessionGate = 'waiting' | 'loggedOut' | 'loggedIn';

/** Whether the buyer is logged in, once the session (and any automatic login) is known. */
export function useSessionGate(): SessionGate {
  const ready = useStore($sessionReady);
  const loggedIn = useStore($loggedIn);

  useEffect(() => {
    void bootSession();
  }, []);

  if (!ready) return 'waiting';
  return loggedIn ? 'loggedIn' : 'loggedOut';
}
