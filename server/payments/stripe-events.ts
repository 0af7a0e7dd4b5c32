import type Stripe from 'stripe';
import type { Db } from '../db/connect.ts';
import type { PaymentStateColumn } from '../db/schema.ts';
import { formatGbp, writeInboxMessage } from '../shop/inbox.ts';

/** What became of an event: acted on, seen before, or not one of ours. */
export type EventOutcome = 'handled' | 'duplicate' | 'ignored' | 'unknownPayment' | 'amountMismatch';

interface IntentOutcome {
  paymentState: 'paid' | 'pending' | 'failed';
  record: 'succeeded' | 'pending' | 'failed';
  /** Order states this outcome may replace: a late "failed" never undoes "paid". */
  from: readonly PaymentStateColumn[];
}

const OUTCOMES: Record<string, IntentOutcome> = {
  'payment_intent.succeeded': { paymentState: 'paid', record: 'succeeded', from: ['unpaid', 'pending', 'failed', 'awaitingTransfer', 'onAccount'] },
  'payment_intent.processing': { paymentState: 'pending', record: 'pending', from: ['unpaid', 'failed', 'awaitingTransfer'] },
  'payment_intent.payment_failed': { paymentState: 'failed', record: 'failed', from: ['unpaid', 'pending', 'awaitingTransfer'] },
};

async function applyIntent(tx: Db, intent: Stripe.PaymentIntent, outcome: IntentOutcome): Promise<EventOutcome> {
  const payment = await tx
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.orderId')
    .select(['p.id', 'p.orderId', 'p.amountPence', 'o.userId', 'o.orderNo', 'o.totalPence'])
    .where('p.stripePaymentIntent', '=', intent.id)
    .executeTakeFirst();
  if (!payment) return 'unknownPayment';
  // Only the order's full amount in pounds pays it; anything else is for a person to look at.
  if (intent.amount !== payment.totalPence || intent.currency !== 'gbp') return 'amountMismatch';
  const failure = outcome.record === 'failed' ? (intent.last_payment_error?.message ?? null) : null;
  await tx.updateTable('payments').set({ state: outcome.record, failureMessage: failure, updatedAt: new Date() }).where('id', '=', payment.id).execute();
  const changed = await tx
    .updateTable('orders')
    .set({
      paymentState: outcome.paymentState,
      paymentMethod: 'card',
      ...(outcome.paymentState === 'paid' ? { paidAt: new Date() } : {}),
    })
    .where('id', '=', payment.orderId)
    .where('paymentState', 'in', outcome.from)
    .returning('id')
    .executeTakeFirst();
  if (!changed) return 'handled';
  const kind = { paid: 'paymentReceived', pending: 'paymentPending', failed: 'paymentFailed' }[outcome.paymentState];
  await tx.insertInto('orderEvents').values({ orderId: payment.orderId, kind }).execute();
  if (outcome.paymentState === 'paid') {
    await writeInboxMessage(tx, payment.userId, 'paymentReceived', { orderNo: payment.orderNo, total: formatGbp(payment.totalPence) }, payment.orderId);
  }
  return 'handled';
}

/**
 * Applies a verified Stripe event once: its id is stored in the same transaction as its effects,
 * so a replayed or re-delivered event finds the id and changes nothing.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<EventOutcome> {
  return db.transaction().execute(async (tx) => {
    const fresh = await tx
      .insertInto('stripeEvents')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return 'duplicate';
    const outcome = OUTCOMES[event.type];
    if (!outcome) return 'ignored';
    return applyIntent(tx, event.data.object as Stripe.PaymentIntent, outcome);
  });
}
