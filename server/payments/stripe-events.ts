import type Stripe from 'stripe';
import type { Db } from '../db/connect.ts';
import type { PaymentRecordState, PaymentStateColumn } from '../db/schema.ts';
import { recordOrderEvent, type EventOrder } from '../shop/order-events.ts';
import { replaceOpenPayments } from './replace-open-payments.ts';
import { issueInvoice } from '../documents/invoice-numbers.ts';

/** What became of an event: acted on, seen before, or not one of ours. */
export type EventOutcome = 'handled' | 'duplicate' | 'ignored' | 'unknownPayment' | 'amountMismatch';

/** An event's outcome, and the intents of the payments it replaced (to cancel at Stripe once committed). */
export interface EventResult {
  outcome: EventOutcome;
  replacedIntents: string[];
}

const nothingReplaced = (outcome: EventOutcome): EventResult => ({ outcome, replacedIntents: [] });

interface IntentOutcome {
  paymentState: 'paid' | 'pending' | 'failed';
  record: 'succeeded' | 'pending' | 'failed';
  /** Order states this outcome may replace: a late "failed" never undoes "paid". */
  from: readonly PaymentStateColumn[];
  /**
   * Payment states this outcome may replace. Stripe does not promise the order of its events, so a
   * payment that succeeded stays succeeded; money that arrives for a payment staff closed (the order
   * was cancelled while the card was being paid) is still money received.
   */
  paymentFrom: readonly PaymentRecordState[];
}

const OUTCOMES: Record<string, IntentOutcome> = {
  'payment_intent.succeeded': {
    paymentState: 'paid',
    record: 'succeeded',
    from: ['unpaid', 'pending', 'failed', 'awaitingTransfer', 'onAccount'],
    paymentFrom: ['pending', 'failed', 'replaced'],
  },
  'payment_intent.processing': {
    paymentState: 'pending',
    record: 'pending',
    from: ['unpaid', 'failed', 'awaitingTransfer'],
    paymentFrom: ['pending', 'failed'],
  },
  'payment_intent.payment_failed': {
    paymentState: 'failed',
    record: 'failed',
    from: ['unpaid', 'pending', 'awaitingTransfer'],
    paymentFrom: ['pending'],
  },
};

const ORDER_EVENT = { paid: 'paymentReceived', pending: 'paymentPending', failed: 'paymentFailed' } as const;

/** The payment of an intent and every order it settles (one, or a team payment's several). */
async function paymentOfIntent(tx: Db, intentId: string) {
  const payment = await tx
    .selectFrom('payments')
    .select('id')
    .where('stripePaymentIntent', '=', intentId)
    .executeTakeFirst();
  if (!payment) return null;
  const orders = await tx
    .selectFrom('paymentOrders as po')
    .innerJoin('orders as o', 'o.id', 'po.orderId')
    .select(['o.id', 'o.userId', 'o.orderNo', 'o.totalPence', 'po.amountPence'])
    .where('po.paymentId', '=', payment.id)
    .orderBy('o.id')
    .execute();
  return { id: payment.id, orders };
}

async function applyIntent(tx: Db, intent: Stripe.PaymentIntent, outcome: IntentOutcome): Promise<EventResult> {
  const payment = await paymentOfIntent(tx, intent.id);
  if (!payment || payment.orders.length === 0) return nothingReplaced('unknownPayment');
  // Only the amount the payment asked for (what was left of its orders) in pounds pays them; anything else is for a person to look at.
  const due = payment.orders.reduce((sum, order) => sum + order.amountPence, 0);
  if (intent.amount !== due || intent.currency !== 'gbp') return nothingReplaced('amountMismatch');
  const failure = outcome.record === 'failed' ? (intent.last_payment_error?.message ?? null) : null;
  const moved = await tx
    .updateTable('payments')
    .set({ state: outcome.record, failureMessage: failure, updatedAt: new Date() })
    .where('id', '=', payment.id)
    .where('state', 'in', outcome.paymentFrom)
    .returning('id')
    .executeTakeFirst();
  // A late or repeated report of a payment already past this state changes nothing.
  if (!moved) return nothingReplaced('handled');
  for (const order of payment.orders) await applyToOrder(tx, order, outcome);
  const replacedIntents =
    outcome.record === 'succeeded'
      ? await replaceOpenPayments(
          tx,
          payment.id,
          payment.orders.map((o) => o.id),
        )
      : [];
  return { outcome: 'handled', replacedIntents };
}

/** One order's share of the outcome: its state and its history (which tells the buyer when paid). */
async function applyToOrder(tx: Db, order: EventOrder, outcome: IntentOutcome): Promise<void> {
  if (outcome.paymentState === 'paid' && (await markedToRefund(tx, order))) return;
  const changed = await tx
    .updateTable('orders')
    .set({
      paymentState: outcome.paymentState,
      paymentMethod: 'card',
      ...(outcome.paymentState === 'paid' ? { paidAt: new Date() } : {}),
    })
    .where('id', '=', order.id)
    .where('paymentState', 'in', outcome.from)
    .returning('id')
    .executeTakeFirst();
  // An order paid meanwhile another way (or a late failure after success) stays as it is.
  if (!changed) return;
  // Paid before it ships: the payment is the tax point, and the VAT invoice is issued now.
  if (outcome.paymentState === 'paid') await issueInvoice(tx, order.id);
  await recordOrderEvent(tx, order, ORDER_EVENT[outcome.paymentState]);
}

/**
 * Money that came for an order which no longer wants it, cancelled or already paid another way (a
 * transfer staff recorded, another card): it is kept on record and the order marked for staff to
 * refund it (staff/orderRefund), never taken as the order's payment.
 */
async function markedToRefund(tx: Db, order: EventOrder): Promise<boolean> {
  const marked = await tx
    .updateTable('orders')
    .set({ refundState: 'toRefund' })
    .where('id', '=', order.id)
    .where((eb) => eb.or([eb('status', '=', 'cancelled'), eb('paymentState', '=', 'paid')]))
    .returning('id')
    .executeTakeFirst();
  if (!marked) return false;
  await recordOrderEvent(tx, order, 'paymentToRefund');
  return true;
}

/**
 * Applies a verified Stripe event once: its id is stored in the same transaction as its effects,
 * so a replayed or re-delivered event finds the id and changes nothing.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<EventResult> {
  return db.transaction().execute(async (tx) => {
    const fresh = await tx
      .insertInto('stripeEvents')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return nothingReplaced('duplicate');
    const outcome = OUTCOMES[event.type];
    if (!outcome) return nothingReplaced('ignored');
    return applyIntent(tx, event.data.object as Stripe.PaymentIntent, outcome);
  });
}
