import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-orders.ts';
import { isCalendarDay, NOT_A_DAY } from '#contract/rules/calendar-day.ts';
import { staffCreditNotePdf } from '#contract/calls/credit-notes.ts';
import { staffOrderCreditRefund } from '#contract/calls/staff-credit-refund.ts';
import { cancelOrder } from '../../back-office/cancel.ts';
import { refundLines } from '../../back-office/credit-refund.ts';
import { renderCreditNote } from '../../documents/credit-note-source.ts';
import { markDelivered } from '../../back-office/delivered.ts';
import { dispatchOrder } from '../../back-office/dispatch.ts';
import { addOrderNote } from '../../back-office/order-note.ts';
import { staffOrderDetail } from '../../back-office/staff-order-detail.ts';
import { exportStaffOrders, listStaffOrders } from '../../back-office/staff-order-list.ts';
import { refundOrder } from '../../back-office/refund-order.ts';
import { markTransferReceived } from '../../back-office/transfer-received.ts';
import { refuseOwnOrder } from '../../back-office/separation-of-duties.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { download } from '../../http/download.ts';
import { route } from '../../http/route.ts';
import { cancelReplacedIntents } from '../../payments/cancel-replaced.ts';

/** The pattern lets 2026-02-31 through; the calendar does not. */
function checkDays(days: Record<string, string | undefined>): void {
  for (const [field, value] of Object.entries(days)) {
    if (value !== undefined && !isCalendarDay(value)) throw new ApiError(CODE.badInput, NOT_A_DAY, { field });
  }
}

/** The orders area of the staff console (contract/calls/staff-orders.ts, docs/back-office.md). */
export async function staffOrderRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffOrderList, async ({ body }) => {
    checkDays({ from: body.from, to: body.to });
    return listStaffOrders(app.db, body);
  });

  download(app, calls.staffOrderExport, async ({ query }) => {
    checkDays({ from: query.from, to: query.to });
    const fileName = `lihda-orders-${new Date().toISOString().slice(0, 10)}.csv`;
    return { bytes: await exportStaffOrders(app.db, query), contentType: 'text/csv; charset=utf-8', fileName };
  });

  route(app, calls.staffOrderGet, async ({ body }) => staffOrderDetail(app.db, body.id));

  route(app, calls.staffOrderTransferReceived, async ({ body, session, request }) => {
    await refuseOwnOrder(app.db, session, body.id);
    checkDays({ receivedOn: body.receivedOn });
    const replaced = await markTransferReceived(app.db, session, body);
    await cancelReplacedIntents(app.cardGateway, replaced, request.log);
    return staffOrderDetail(app.db, body.id);
  });

  route(app, calls.staffOrderDispatch, async ({ body, session }) => {
    await refuseOwnOrder(app.db, session, body.id);
    await dispatchOrder(app.db, session, body);
    return staffOrderDetail(app.db, body.id);
  });

  route(app, calls.staffOrderDelivered, async ({ body, session }) => {
    await refuseOwnOrder(app.db, session, body.id);
    await markDelivered(app.db, session, body);
    return staffOrderDetail(app.db, body.id);
  });

  route(app, calls.staffOrderCancel, async ({ body, session, request }) => {
    await refuseOwnOrder(app.db, session, body.id);
    const replaced = await cancelOrder(app.db, session, body, app.cardGateway);
    await cancelReplacedIntents(app.cardGateway, replaced, request.log);
    return staffOrderDetail(app.db, body.id);
  });

  route(app, calls.staffOrderRefund, async ({ body, session }) => {
    await refuseOwnOrder(app.db, session, body.id);
    await refundOrder(app.db, session, body, app.cardGateway);
    return staffOrderDetail(app.db, body.id);
  });

  route(app, staffOrderCreditRefund, async ({ body, session }) => {
    await refuseOwnOrder(app.db, session, body.id);
    await refundLines(app.db, session, body, app.cardGateway);
    return staffOrderDetail(app.db, body.id);
  });

  // In the buyer's language, as the copy they were mailed.
  download(app, staffCreditNotePdf, async ({ query }) => ({
    ...(await renderCreditNote(app.db, query.id, { staff: true })),
    contentType: 'application/pdf',
  }));

  route(app, calls.staffOrderNote, async ({ body, session }) => {
    await refuseOwnOrder(app.db, session, body.id);
    await addOrderNote(app.db, session, body);
    return staffOrderDetail(app.db, body.id);
  });
}
