import type { Db } from '../db/connect.ts';
import type { PaymentRecordState } from '../db/schema.ts';

/** Payments somebody could still pay: a card intent not yet paid (or failed, which may be tried again), a transfer expected. */
const OPEN: readonly PaymentRecordState[] = ['pending', 'failed', 'awaitingTransfer'];

/**
 * Once a payment has paid some orders, every other payment still open for any of them is marked
 * replaced, so nobody pays those orders twice (a member's own card attempt beside the team's
 * payment, say). Answers the Stripe intents of the replaced payments: the caller cancels them once
 * this transaction has committed.
 */
export async function replaceOpenPayments(
  tx: Db,
  settledPaymentId: number,
  orderIds: readonly number[],
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const replaced = await tx
    .updateTable('payments')
    .set({ state: 'replaced', updatedAt: new Date() })
    .where('id', '!=', settledPaymentId)
    .where('state', 'in', OPEN)
    .where('id', 'in', (eb) => eb.selectFrom('paymentOrders').select('paymentId').where('orderId', 'in', orderIds))
    .returning('stripePaymentIntent')
    .execute();
  return replaced.flatMap((payment) => (payment.stripePaymentIntent ? [payment.stripePaymentIntent] : []));
}
