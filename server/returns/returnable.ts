import { isLiveReturn, returnableQuantity, RETURN_STATES } from '#contract/rules/return-states.ts';
import type { Db } from '../db/connect.ts';

/**
 * What of each line of an order may still be asked back: what was delivered (its dispatched
 * quantity, once the order is delivered; nothing before) less what its live returns hold (asked,
 * or once received what came back). Read in the caller's transaction, after it locked the order.
 */
export async function returnableLines(tx: Db, orderId: number): Promise<Array<{ lineNo: number; quantity: number }>> {
  const order = await tx
    .selectFrom('orders')
    .select(['status', 'deliveryState'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const delivered = order.status === 'placed' && order.deliveryState === 'delivered';
  const lines = await tx
    .selectFrom('orderLines')
    .select(['lineNo', 'dispatchedQty'])
    .where('orderId', '=', orderId)
    .orderBy('lineNo')
    .execute();
  const held = await tx
    .selectFrom('returnLines as l')
    .innerJoin('returns as r', 'r.id', 'l.returnId')
    .select([
      'l.lineNo',
      (eb) =>
        eb.fn
          .sum<string>(
            eb.case().when('r.state', '=', 'received').then(eb.ref('l.receivedQty')).else(eb.ref('l.quantity')).end(),
          )
          .as('quantity'),
    ])
    .where('r.orderId', '=', orderId)
    .where('r.state', 'in', RETURN_STATES.filter(isLiveReturn))
    .groupBy('l.lineNo')
    .execute();
  const heldBy = new Map(held.map((h) => [h.lineNo, Number(h.quantity)]));
  return lines.map((l) => ({
    lineNo: l.lineNo,
    quantity: delivered ? returnableQuantity(l.dispatchedQty, heldBy.get(l.lineNo) ?? 0) : 0,
  }));
}
