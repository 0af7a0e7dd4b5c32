import type { Db } from '../db/connect.ts';
import type { PaymentMethodColumn, PaymentRecordState } from '../db/schema.ts';

export interface PaymentRecord {
  method: PaymentMethodColumn;
  state: PaymentRecordState;
  /** Who pays: the buyer of a single order, or the team's payer. */
  paidBy: number;
  stripePaymentIntent?: string;
  /** The orders it settles, each with its share: what is left of it to pay (server/payments/paid-amounts.ts). */
  orders: ReadonlyArray<{ id: number; leftPence: number }>;
  /** A team payment (/payAssociated) has no single order, even when it settles only one. */
  team?: boolean;
}

/**
 * Writes a payment and the payment_orders rows that list its orders, and answers its id. A card
 * payment whose intent is already recorded writes nothing and answers null (the retry of an attempt).
 */
export async function recordPayment(tx: Db, record: PaymentRecord): Promise<number | null> {
  const single = record.team ? null : record.orders[0]!.id;
  const amountPence = record.orders.reduce((sum, order) => sum + order.leftPence, 0);
  const row = await tx
    .insertInto('payments')
    .values({
      orderId: single,
      paidBy: record.paidBy,
      method: record.method,
      state: record.state,
      amountPence,
      stripePaymentIntent: record.stripePaymentIntent ?? null,
    })
    .onConflict((oc) => oc.column('stripePaymentIntent').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await tx
    .insertInto('paymentOrders')
    .values(record.orders.map((order) => ({ paymentId: row.id, orderId: order.id, amountPence: order.leftPence })))
    .execute();
  return row.id;
}
