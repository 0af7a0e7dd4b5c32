import { useStore } from './use-store.ts';
import { useEffect } from 'react';
import { $loggedIn } from '../stores/session.ts';
import { $sessionReady, bootSession } from './header/session-bootstrap.ts';
import { useHydrated } from './use-hydrated.ts';

export type SessionGate = 'waiting' | 'loggedOut' | 'loggedIn';

/**
 * Whether the buyer is logged in, once the session (and any automatic login) is known. The first
 * render in the browser is always 'waiting', like the pre-rendered page, even when another island
 * has already read the session: React's hydration needs the two to match.
 */
export function useSessionGate(): SessionGate {
  const hydrated = useHydrated();
  const ready = useStore($sessionReady);
  const loggedIn = useStore($loggedIn);

  useEffect(() => {
    void bootSession();
  }, []);

  if (!hydrated || !ready) return 'waiting';
  return loggedIn ? 'loggedIn' : 'loggedOut';
}
