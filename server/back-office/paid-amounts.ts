import type { Db } from '../db/connect.ts';

/** What has been paid towards each order: its shares of succeeded payments (card, transfers staff received). */
export async function paidPence(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  const paid = new Map(orderIds.map((id) => [id, 0]));
  if (orderIds.length === 0) return paid;
  const rows = await db
    .selectFrom('paymentOrders as po')
    .innerJoin('payments as p', 'p.id', 'po.paymentId')
    .select((eb) => ['po.orderId', eb.fn.sum<string>('po.amountPence').as('paid')])
    .where('po.orderId', 'in', orderIds)
    .where('p.state', '=', 'succeeded')
    .groupBy('po.orderId')
    .execute();
  for (const row of rows) paid.set(row.orderId, Number(row.paid));
  return paid;
}
