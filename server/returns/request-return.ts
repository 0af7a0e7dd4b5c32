import type { ReturnRequestBody } from '#contract/calls/returns.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { parseDispatchLines } from '#contract/limits/staff.ts';
import { RETURN_REASON_WORDS } from '#contract/rules/return-states.ts';
import { orderLink } from '../back-office/staff-order.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { RETURN_INBOX, RETURN_MESSAGES, RETURN_STAFF_NEWS } from '../i18n/return-messages.ts';
import { inBothLanguages } from '../i18n/team-messages.ts';
import { viewerOf, visibleOrder } from '../shop/order-detail.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import { checkedPhotos, storePhotos } from './return-photos.ts';
import { tellSalesOfReturn } from './return-news.ts';
import { returnableLines } from './returnable.ts';

/** "2 × SC-10 M8, 1 × GN-3": the lines of a return as its messages name them. */
export async function returnLinesText(
  tx: Db,
  orderId: number,
  lines: ReadonlyArray<{ lineNo: number; quantity: number }>,
): Promise<string> {
  const parts = await tx.selectFrom('orderLines').select(['lineNo', 'partNo']).where('orderId', '=', orderId).execute();
  return lines
    .filter((l) => l.quantity > 0)
    .map((l) => `${l.quantity} × ${parts.find((p) => p.lineNo === l.lineNo)?.partNo ?? l.lineNo}`)
    .join(', ');
}

/**
 * A buyer asks to return lines of a delivered order they may see (their own, or as a company admin
 * the company's; any other answers 404): each line at most what was delivered less what live returns
 * already hold, checked with the order locked so two requests at once cannot both take the same
 * parts. The photos are checked before anything is written; the buyer is told (inbox and e-mail), and
 * sales by e-mail.
 */
export async function requestReturn(db: Db, userId: number, body: ReturnRequestBody): Promise<void> {
  const order = await visibleOrder(db, await viewerOf(db, userId), body.orderId);
  const photos = await checkedPhotos([body.photo1, body.photo2, body.photo3]);
  const wanted = parseDispatchLines(body.lines);
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('orders').select('id').where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
    if (order.status === 'cancelled') throw new ApiError(CODE.conflict, RETURN_MESSAGES.orderCancelled);
    if (order.deliveryState !== 'delivered') throw new ApiError(CODE.conflict, RETURN_MESSAGES.notDelivered);
    const returnable = await returnableLines(tx, order.id);
    for (const line of wanted) {
      const left = returnable.find((r) => r.lineNo === line.lineNo);
      if (!left)
        throw new ApiError(CODE.badInput, fillBoth(RETURN_MESSAGES.noSuchLine, { lineNo: line.lineNo }), {
          field: 'lines',
        });
      if (line.quantity > left.quantity)
        throw new ApiError(
          CODE.badInput,
          fillBoth(RETURN_MESSAGES.tooManyToReturn, { lineNo: line.lineNo, left: left.quantity }),
          { field: 'lines' },
        );
    }
    const { id } = await tx
      .insertInto('returns')
      .values({ orderId: order.id, requestedBy: userId, reason: body.reason, note: body.note ?? '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('returnLines')
      .values(wanted.map((l) => ({ returnId: id, ...l })))
      .execute();
    await storePhotos(tx, id, photos);
    const reason = { reason: RETURN_REASON_WORDS[body.reason] };
    const lines = await returnLinesText(tx, order.id, wanted);
    await recordOrderEvent(tx, order, 'returnRequested', {
      message: inBothLanguages(RETURN_INBOX.requested, reason),
      values: { lines, link: orderLink(order.id) },
      detail: { returnId: id, reason: body.reason, lines: wanted },
    });
    await tellSalesOfReturn(tx, RETURN_STAFF_NEWS.requested, { orderNo: order.orderNo, userId, lines, ...reason });
  });
}
