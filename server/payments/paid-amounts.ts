import type { Db } from '../db/connect.ts';

/** What has been paid towards each order and kept: its shares of succeeded payments (card, transfers staff received) less what went back. */
export async function paidPence(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  const paid = new Map(orderIds.map((id) => [id, 0]));
  if (orderIds.length === 0) return paid;
  const rows = await db
    .selectFrom('paymentOrders as po')
    .innerJoin('payments as p', 'p.id', 'po.paymentId')
    .select((eb) => ['po.orderId', eb.fn.sum<string>(eb('po.amountPence', '-', eb.ref('po.refundedPence'))).as('paid')])
    .where('po.orderId', 'in', orderIds)
    .where('p.state', '=', 'succeeded')
    .groupBy('po.orderId')
    .execute();
  for (const row of rows) paid.set(row.orderId, Number(row.paid));
  return paid;
}

/** What each order's credit notes have taken off its invoice (server/documents/credit-notes.ts). */
export async function creditedPence(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  const credited = new Map(orderIds.map((id) => [id, 0]));
  if (orderIds.length === 0) return credited;
  const rows = await db
    .selectFrom('creditNotes')
    .select((eb) => ['orderId', eb.fn.sum<string>('totalPence').as('credited')])
    .where('orderId', 'in', orderIds)
    .groupBy('orderId')
    .execute();
  for (const row of rows) credited.set(row.orderId, Number(row.credited));
  return credited;
}

/**
 * The orders, each with what is left of it to pay: its total less its credit notes and the money
 * kept so far. After part of a transfer was received, a new payment (a card, a team payment) asks
 * for the rest, not the whole total again.
 */
export async function withAmountsLeft<O extends { id: number; totalPence: number }>(
  db: Db,
  orders: readonly O[],
): Promise<Array<O & { leftPence: number }>> {
  const ids = orders.map((o) => o.id);
  const [paid, credited] = await Promise.all([paidPence(db, ids), creditedPence(db, ids)]);
  return orders.map((o) => ({
    ...o,
    leftPence: Math.max(0, o.totalPence - (credited.get(o.id) ?? 0) - (paid.get(o.id) ?? 0)),
  }));
}
