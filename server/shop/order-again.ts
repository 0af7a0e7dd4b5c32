import type { OrderAgainAnswer, OrderAgainProblem } from '../../src/api/order-history-types.ts';
import { pick, type Language } from '../../src/lib/i18n-text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/api-error.ts';
import { ORDERS_MESSAGES } from '../i18n/orders-messages.ts';
import { addPart } from './basket.ts';
import { readBasket } from './basket-lines.ts';
import { orderLinesOf, viewerOf, visibleOrder } from './order-detail.ts';

/**
 * Puts an order's part numbers and quantities into the caller's basket at today's prices (the basket
 * prices its lines). A part no longer sold, or one the basket refuses, comes back with the reason;
 * the other lines are added.
 */
export async function orderAgain(db: Db, userId: number, id: number, language: Language): Promise<OrderAgainAnswer> {
  const order = await visibleOrder(db, await viewerOf(db, userId), id);
  const lines = await orderLinesOf(db, order.id);
  const sold = new Set(
    (await db.selectFrom('variants').select('partNo').where('partNo', 'in', lines.map((l) => l.partNo)).execute()).map((v) => v.partNo),
  );
  const added: OrderAgainAnswer['added'] = [];
  const problems: OrderAgainProblem[] = [];
  for (const line of lines) {
    if (!sold.has(line.partNo)) {
      problems.push({ partNo: line.partNo, reason: pick(ORDERS_MESSAGES.partGone, language) });
      continue;
    }
    try {
      await addPart(db, userId, line.partNo, line.quantity);
      added.push({ partNo: line.partNo, quantity: line.quantity });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problems.push({ partNo: line.partNo, reason: pick(error.text, language) });
    }
  }
  return { added, problems, basket: await readBasket(db, userId) };
}
