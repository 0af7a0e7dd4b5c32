import { useEffect } from 'react';
import { browseRecord } from '../../api/history.ts';
import { $loggedIn } from '../../stores/session.ts';
import { $sessionReady, bootSession } from '../header/session-bootstrap.ts';

/** Families already recorded on this page load: a remounted island (or a development double effect) records once. */
const recorded = new Set<number>();

/**
 * Records a logged-in buyer's view of the product (pri/browseRecord) once the session is known,
 * including any automatic login; logged out, nothing is sent. Failures stay silent: it is a
 * background write the buyer did not ask for.
 */
export function useRecordView(productId: number): void {
  useEffect(() => {
    void bootSession();
    const record = (ready: boolean) => {
      if (!ready || !$loggedIn.get() || recorded.has(productId)) return;
      recorded.add(productId);
      browseRecord(productId).catch(() => {});
    };
    // Ready means the session is read and any automatic login is over: logged in or not is final.
    return $sessionReady.subscribe(record);
  }, [productId]);
}
