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

/**
 * The orders, each with what is left of it to pay: after part of a transfer was received, a new
 * payment (a card, a team payment) asks for the rest, not the whole total again.
 */
export async function withAmountsLeft<O extends { id: number; totalPence: number }>(db: Db, orders: readonly O[]): Promise<Array<O & { leftPence: number }>> {
  const paid = await paidPence(db, orders.map((o) => o.id));
  return orders.map((o) => ({ ...o, leftPence: Math.max(0, o.totalPence - (paid.get(o.id) ?? 0)) }));
}
