import { useEffect } from 'react';
import { onDemand } from '../../api/on-demand.ts';
import { $loggedIn } from '../../stores/session.ts';
import { $sessionReady, bootSession } from '../header/session-bootstrap.ts';

// Only a logged-in buyer's view is recorded: the call's code comes with the first one.
const browseRecord = onDemand(() => import('../../api/history.ts'), 'browseRecord');

/** Views already recorded on this page load (family, or family and part): a remounted island (or a development double effect) records once. */
const recorded = new Set<string>();

/**
 * Records a logged-in buyer's view of the product (pri/browseRecord) once the session is known,
 * including any automatic login, and again with the part number of each variant they choose, so the
 * browse history goes back to it; logged out, nothing is sent. Failures stay silent: it is a
 * background write the buyer did not ask for.
 */
export function useRecordView(productId: number, partNo: string | undefined): void {
  useEffect(() => {
    void bootSession();
    const record = (ready: boolean) => {
      const key = `${productId}:${partNo ?? ''}`;
      if (!ready || !$loggedIn.get() || recorded.has(key)) return;
      recorded.add(key);
      browseRecord(productId, partNo).catch(() => {});
    };
    // Ready means the session is read and any automatic login is over: logged in or not is final.
    return $sessionReady.subscribe(record);
  }, [productId, partNo]);
}
