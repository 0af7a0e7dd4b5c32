import { sql } from 'kysely';
import type { DispatchRequest } from '#contract/calls/staff-orders.ts';
import { parseDispatchLines } from '#contract/limits/staff.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import { finishStaffAction, lockOrderForStaff, orderLink, requireLiveOrder } from './staff-order.ts';

interface OpenLine {
  lineNo: number;
  variantId: number | null;
  partNo: string;
  quantity: number;
  dispatchedQty: number;
  reservedQty: number;
}

/** The quantities to send: those asked for (each within what is left of its line), or everything left. */
function quantitiesToSend(
  lines: readonly OpenLine[],
  asked: string | undefined,
): Array<{ line: OpenLine; quantity: number }> {
  if (asked === undefined)
    return lines
      .filter((l) => l.quantity > l.dispatchedQty)
      .map((line) => ({ line, quantity: line.quantity - line.dispatchedQty }));
  return parseDispatchLines(asked).map(({ lineNo, quantity }) => {
    const line = lines.find((l) => l.lineNo === lineNo);
    if (!line) throw new ApiError(CODE.badInput, fillBoth(STAFF_MESSAGES.noSuchLine, { lineNo }), { field: 'lines' });
    const left = line.quantity - line.dispatchedQty;
    if (quantity > left)
      throw new ApiError(CODE.conflict, fillBoth(STAFF_MESSAGES.tooManyForLine, { lineNo, left }), { field: 'lines' });
    return { line, quantity };
  });
}

/**
 * Takes what is sent out of stock: first from what the line reserved when the order was placed,
 * the rest from the shelf (refused when the shelf has too little).
 */
async function takeStock(tx: Db, orderId: number, line: OpenLine, quantity: number): Promise<void> {
  const fromReserved = Math.min(quantity, line.reservedQty);
  const fromShelf = quantity - fromReserved;
  if (fromShelf > 0 && line.variantId !== null) {
    const taken = await tx
      .updateTable('variants')
      .set({ stock: sql`stock - ${fromShelf}` })
      .where('id', '=', line.variantId)
      .where('stock', '>=', fromShelf)
      .returning('id')
      .executeTakeFirst();
    if (!taken)
      throw new ApiError(CODE.conflict, fillBoth(STAFF_MESSAGES.notEnoughStock, { partNo: line.partNo, quantity }));
  }
  await tx
    .updateTable('orderLines')
    .set({ reservedQty: line.reservedQty - fromReserved, dispatchedQty: line.dispatchedQty + quantity })
    .where('orderId', '=', orderId)
    .where('lineNo', '=', line.lineNo)
    .execute();
}

/**
 * Staff dispatch an order, whole or in part (some quantities of some lines), with the carrier and
 * tracking number and link: a shipment is recorded, stock taken, and the order moves to
 * part-dispatched or dispatched; the buyer is told with the tracking link. Refused for an order
 * cancelled, waiting for approval or payment (on account may go), or with nothing left to send.
 */
export function dispatchOrder(db: Db, staff: EditorSession, request: DispatchRequest): Promise<{ shipmentId: number }> {
  return db.transaction().execute(async (tx) => {
    const order = await lockOrderForStaff(tx, request.id, request.version);
    requireLiveOrder(order);
    if (order.paymentState !== 'paid' && order.paymentState !== 'onAccount')
      throw new ApiError(CODE.conflict, STAFF_MESSAGES.notPaid);
    const lines = await tx
      .selectFrom('orderLines')
      .select(['lineNo', 'variantId', 'partNo', 'quantity', 'dispatchedQty', 'reservedQty'])
      .where('orderId', '=', order.id)
      .orderBy('lineNo')
      .execute();
    const sending = quantitiesToSend(lines, request.lines);
    if (sending.length === 0) throw new ApiError(CODE.conflict, STAFF_MESSAGES.nothingToDispatch);

    const shipment = await tx
      .insertInto('shipments')
      .values({
        orderId: order.id,
        carrier: request.carrier,
        trackingNo: request.trackingNo,
        trackingUrl: request.trackingUrl,
        createdBy: staff.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const { line, quantity } of sending) await takeStock(tx, order.id, line, quantity);
    await tx
      .insertInto('shipmentLines')
      .values(
        sending.map(({ line, quantity }) => ({
          shipmentId: shipment.id,
          orderId: order.id,
          lineNo: line.lineNo,
          quantity,
        })),
      )
      .execute();

    const left =
      lines.reduce((sum, l) => sum + l.quantity - l.dispatchedQty, 0) - sending.reduce((sum, s) => sum + s.quantity, 0);
    const deliveryState = left === 0 ? 'dispatched' : 'partDispatched';
    await tx.updateTable('orders').set({ deliveryState }).where('id', '=', order.id).execute();
    const detail = {
      shipmentId: shipment.id,
      carrier: request.carrier,
      trackingNo: request.trackingNo,
      trackingUrl: request.trackingUrl,
      lines: sending.map((s) => ({ lineNo: s.line.lineNo, quantity: s.quantity })),
    };
    const values = {
      carrier: request.carrier,
      trackingNo: request.trackingNo,
      trackingUrl: request.trackingUrl,
      link: orderLink(order.id),
    };
    await recordOrderEvent(tx, order, deliveryState, { staffId: staff.userId, detail, values });
    await finishStaffAction(tx, staff, order, {
      action: 'dispatch',
      summary: `${deliveryState === 'dispatched' ? 'dispatched' : 'part dispatched'} with ${request.carrier} ${request.trackingNo}`,
      before: { deliveryState: order.deliveryState },
      after: { deliveryState, shipment: detail },
    });
    return { shipmentId: shipment.id };
  });
}
