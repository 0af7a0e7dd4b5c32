import type { OrderAgainAnswer, OrderAgainProblem } from '#contract/calls/order-history.ts';
import { pick, type Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ORDERS_MESSAGES } from '../i18n/orders-messages.ts';
import { addParts } from './add-parts.ts';
import { readBasket } from './basket-lines.ts';
import { orderLinesOf, viewerOf, visibleOrder } from './order-detail.ts';

/**
 * Puts an order's part numbers and quantities into the caller's basket at today's prices (the basket
 * prices its lines). A part no longer sold, or one the basket refuses, comes back with the reason;
 * the other lines are added.
 */
export async function orderAgain(db: Db, userId: number, id: number, language: Language): Promise<OrderAgainAnswer> {
  const order = await visibleOrder(db, await viewerOf(db, userId), id);
  const { added, refused } = await addParts(db, userId, await orderLinesOf(db, order.id), ORDERS_MESSAGES.partGone);
  const problems: OrderAgainProblem[] = refused.map(({ part, reason }) => ({
    partNo: part.partNo,
    reason: pick(reason, language),
  }));
  return { added, problems, basket: await readBasket(db, userId) };
}
