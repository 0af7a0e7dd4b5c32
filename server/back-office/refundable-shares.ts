import type { Db } from '../db/connect.ts';

/** The order's shares of succeeded payments not refunded yet: card ones first (they go back to the card through Stripe), newest first. */
export async function refundableShares(tx: Db, orderId: number) {
  return tx
    .selectFrom('paymentOrders as po')
    .innerJoin('payments as p', 'p.id', 'po.paymentId')
    .select(['p.id', 'p.method', 'p.stripePaymentIntent', 'po.amountPence'])
    .where('po.orderId', '=', orderId)
    .where('p.state', '=', 'succeeded')
    .where('p.stripeRefundId', 'is', null)
    .orderBy((eb) => eb.case().when('p.method', '=', 'card').then(0).else(1).end())
    .orderBy('p.id', 'desc')
    .execute();
}
