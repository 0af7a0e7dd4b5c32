import { orderDetail } from '../../api/orders.ts';
import { ApiCallError } from '../../api/answer.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import { useAnswer } from '../use-answer.ts';
import { useOrderId } from './use-order-id.ts';
import { useSessionGate } from '../use-session-gate.ts';

/** What a payment page can show of the order in its address. */
export type OrderPage =
  | { kind: 'loading' }
  | { kind: 'loggedOut' }
  | { kind: 'noSuchOrder' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; order: OrderDetail; refresh: () => Promise<void> };

/**
 * The order named by the address, for the logged-in buyer. The server answers 404 for an order that
 * is not the buyer's as for one that does not exist, so both read "no such order".
 */
export function useOrder(): OrderPage {
  const id = useOrderId();
  const gate = useSessionGate();
  const loadable = gate === 'loggedIn' && typeof id === 'number';
  const call = useAnswer(loadable ? () => orderDetail(id) : null, `order ${id}`);

  if (id === null) return { kind: 'noSuchOrder' };
  if (gate === 'loggedOut') return { kind: 'loggedOut' };
  if (!loadable) return { kind: 'loading' };
  if (call.status === 'ready' && call.answer) return { kind: 'ready', order: call.answer, refresh: call.refresh };
  if (call.status === 'failed') {
    return call.error instanceof ApiCallError && call.error.code === 404
      ? { kind: 'noSuchOrder' }
      : { kind: 'failed', retry: call.retry };
  }
  return { kind: 'loading' };
}
