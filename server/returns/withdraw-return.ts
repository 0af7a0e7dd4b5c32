import { RETURN_REASON_WORDS, returnMove } from '#contract/rules/return-states.ts';
import { lockOrderRow } from '../back-office/staff-order.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { RETURN_MESSAGES, RETURN_STAFF_NEWS } from '../i18n/return-messages.ts';
import { viewerOf, visibleOrder } from '../shop/order-detail.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import { returnLinesText } from './request-return.ts';
import { tellSalesOfReturn } from './return-news.ts';

/** The order of a return the caller may see (their own order, or as a company admin the company's), else 404 as for none. */
async function orderOfVisibleReturn(db: Db, userId: number, returnId: number): Promise<number> {
  const found = await db.selectFrom('returns').select('orderId').where('id', '=', returnId).executeTakeFirst();
  const visible =
    found &&
    (await visibleOrder(db, await viewerOf(db, userId), found.orderId).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === CODE.notFound) return null;
      throw error;
    }));
  if (!found || !visible) throw new ApiError(CODE.notFound, RETURN_MESSAGES.noSuchReturn);
  return found.orderId;
}

/**
 * The buyer withdraws a return request sales have not answered yet: its quantities may be asked for
 * again, the order's history keeps it and sales are told by e-mail, so nobody acts on it. One already
 * approved, refused or received is refused with 409 naming its state. The return and its order are
 * locked first, so a withdrawal and a staff move at once end with one of them. Answers the order's id.
 */
export async function withdrawReturn(db: Db, userId: number, returnId: number): Promise<number> {
  const orderId = await orderOfVisibleReturn(db, userId, returnId);
  await db.transaction().execute(async (tx) => {
    // The return's row before its order's, in the order staff moves take them (lock-return.ts).
    const row = await tx
      .selectFrom('returns')
      .select(['state', 'reason', 'version'])
      .where('id', '=', returnId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const order = await lockOrderRow(tx, orderId);
    const check = returnMove(row.state, 'withdraw');
    if (!check.allowed) throw new ApiError(CODE.conflict, check.message);
    await tx
      .updateTable('returns')
      .set({ state: check.to, version: row.version + 1 })
      .where('id', '=', returnId)
      .execute();
    const asked = await tx
      .selectFrom('returnLines')
      .select(['lineNo', 'quantity'])
      .where('returnId', '=', returnId)
      .execute();
    await recordOrderEvent(tx, order, 'returnWithdrawn', { detail: { returnId } });
    await tellSalesOfReturn(tx, RETURN_STAFF_NEWS.withdrawn, {
      orderNo: order.orderNo,
      userId,
      lines: await returnLinesText(tx, orderId, asked),
      reason: RETURN_REASON_WORDS[row.reason],
    });
  });
  return orderId;
}
