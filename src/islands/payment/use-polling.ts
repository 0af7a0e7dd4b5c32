import { useEffect, useState } from 'react';
import { POLL_EVERY_MS, POLL_FOR_MS } from '../../lib/payment/payment-state.ts';

/**
 * Calls `tick` every POLL_EVERY_MS while `active`, one call at a time (a slow answer never overlaps
 * the next question). Gives up after POLL_FOR_MS and returns true, so the page can say to come back later.
 */
export function usePolling(active: boolean, tick: () => Promise<void>): boolean {
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (!active || gaveUp) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        void tick().then(() => {
          if (!stopped) schedule();
        });
      }, POLL_EVERY_MS);
    };
    schedule();
    const deadline = setTimeout(() => setGaveUp(true), POLL_FOR_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(deadline);
    };
  }, [active, gaveUp, tick]);

  return gaveUp;
}
