import { useRef, useState } from 'react';
import { ApiCallError } from '../../api/answer.ts';
import { orderCreate } from '../../api/orders.ts';
import type { OrderCreateRequest } from '#contract/calls/orders.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { newIdempotencyKey } from '../../lib/basket/checkout-form.ts';
import { setBasketCount } from '../../stores/session-change.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';

export type PlaceOutcome = 'placed' | 'pricesChanged' | 'failed' | 'busy';

/**
 * Places the order once: one idempotency key for this checkout, sent again by every retry, so the
 * server never makes two orders of it; and a guard that a second click while the first is under way
 * does not pass. On success the badge goes to 0 and the buyer goes on to pay (/Pay/{id}).
 */
export function usePlaceOrder(locale: Locale) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const placing = useRef(false);
  const [busy, setBusy] = useState(false);

  async function place(request: (idempotencyKey: string) => Promise<OrderCreateRequest>): Promise<PlaceOutcome> {
    if (placing.current) return 'busy';
    placing.current = true;
    setBusy(true);
    try {
      const { id } = await orderCreate(await request(idempotencyKey));
      setBasketCount(0);
      // Busy stays on: the page is leaving.
      window.location.assign(localePath(locale, `/Pay/${id}`));
      return 'placed';
    } catch (error) {
      tellBuyer(error);
      placing.current = false;
      setBusy(false);
      return error instanceof ApiCallError && error.code === 409 ? 'pricesChanged' : 'failed';
    }
  }

  return { place, busy };
}
