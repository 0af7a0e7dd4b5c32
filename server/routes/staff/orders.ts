import type { FastifyInstance } from 'fastify';
import { ORDER_STAGES } from '#contract/api/order-history-types.ts';
import { ORDER_SORTS, type CancelRequest, type DispatchRequest, type NoteRequest, type StaffOrderAction, type StaffOrderListRequest, type TransferReceivedRequest } from '#contract/api/staff-types.ts';
import { DISPATCH_LINES_PATTERN, STAFF_LIMITS, TRACKING_URL_PATTERN } from '#contract/limits/staff.ts';
import type { EditorSession } from '../../auth/editor.ts';
import { requireStaff } from '../../auth/staff.ts';
import { cancelOrder } from '../../back-office/cancel.ts';
import { markDelivered } from '../../back-office/delivered.ts';
import { dispatchOrder } from '../../back-office/dispatch.ts';
import { addOrderNote } from '../../back-office/order-note.ts';
import { staffOrderDetail } from '../../back-office/staff-order-detail.ts';
import { exportStaffOrders, listStaffOrders } from '../../back-office/staff-order-list.ts';
import { markTransferReceived } from '../../back-office/transfer-received.ts';
import { ok } from '../../http/envelope.ts';
import { fields, idField, LABELS, oneOf, text, wholeNumber, type FieldSchema } from '../../http/fields.ts';
import { STAFF_FIELD_MESSAGES, STAFF_LABELS } from '../../i18n/staff-labels.ts';
import { cancelReplacedIntents } from '../../payments/cancel-replaced.ts';
import { checkDay, day } from '../pri/order-history.ts';

const NEED_SALES = '(sales and admins: 701 without a session, 403 for anyone else)';

const listFilters = {
  stage: oneOf({ label: STAFF_LABELS.stage, values: ORDER_STAGES }),
  paymentState: oneOf({ label: STAFF_LABELS.paymentState, values: ['unpaid', 'pending', 'paid', 'failed', 'awaitingTransfer', 'onAccount'] }),
  paymentMethod: oneOf({ label: STAFF_LABELS.paymentMethod, values: ['card', 'bankTransfer', 'account'] }),
  from: day(STAFF_LABELS.from),
  to: day(STAFF_LABELS.to),
  companyId: wholeNumber({ label: STAFF_LABELS.company, min: 1, max: 2_147_483_647 }),
  country: text({ label: STAFF_LABELS.country, max: 2, pattern: /^[A-Za-z]{2}$/, patternMessage: STAFF_FIELD_MESSAGES.countryCode }),
  search: text({ label: STAFF_LABELS.search, max: STAFF_LIMITS.search }),
  sort: oneOf({ label: STAFF_LABELS.sort, values: ORDER_SORTS }),
};

const action = (more: Record<string, FieldSchema> = {}) =>
  fields({ id: idField(STAFF_LABELS.order), version: wholeNumber({ label: STAFF_LABELS.version, required: true, min: 0, max: 2_147_483_647 }), ...more });

function checkDays(body: StaffOrderListRequest): void {
  checkDay(body.from, 'from');
  checkDay(body.to, 'to');
}

/** The orders area of the staff console: list, CSV, one order, and the actions that move it on (docs/back-office.md). */
export async function staffOrderRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    await requireStaff(request, 'sales');
  });
  const staffOf = (request: Parameters<typeof requireStaff>[0]): Promise<EditorSession> => requireStaff(request, 'sales');

  app.post('/staff/orderList', {
    schema: {
      tags: ['staff'],
      summary: `Orders filtered by status, payment, method, days, company and country, searched, sorted and paged ${NEED_SALES}`,
      body: fields({
        page: wholeNumber({ label: LABELS.page, min: 1, max: STAFF_LIMITS.pageMax }),
        pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: STAFF_LIMITS.pageSizeMax }),
        ...listFilters,
      }),
    },
  }, async (request) => {
    const body = request.body as StaffOrderListRequest;
    checkDays(body);
    return ok(await listStaffOrders(app.db, body));
  });

  app.get('/staff/orderExport', {
    schema: { tags: ['staff'], summary: `The orders the same filters find, as a CSV attachment for accounts (UTF-8 with BOM) ${NEED_SALES}`, querystring: fields(listFilters) },
  }, async (request, reply) => {
    const query = request.query as StaffOrderListRequest;
    checkDays(query);
    const csv = await exportStaffOrders(app.db, query);
    return reply
      .header('content-disposition', `attachment; filename="lihda-orders-${new Date().toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  app.post('/staff/orderGet', {
    schema: { tags: ['staff'], summary: `One order: lines, addresses, payments, shipments, history, notes and messages ${NEED_SALES}`, body: fields({ id: idField(STAFF_LABELS.order) }) },
  }, async (request) => ok(await staffOrderDetail(app.db, (request.body as { id: number }).id)));

  app.post('/staff/orderTransferReceived', {
    schema: {
      tags: ['staff'],
      summary: `Mark a bank transfer received (amount, day, bank reference); part payments leave the rest due ${NEED_SALES}`,
      body: action({
        amountPence: wholeNumber({ label: STAFF_LABELS.amount, required: true, min: 1, max: STAFF_LIMITS.amountPenceMax }),
        receivedOn: { ...day(STAFF_LABELS.receivedOn), 'x-required': true },
        bankReference: text({ label: STAFF_LABELS.bankReference, max: STAFF_LIMITS.bankReference }),
      }),
    },
  }, async (request) => {
    const asked = request.body as TransferReceivedRequest;
    const body = { ...asked, bankReference: asked.bankReference ?? '' };
    checkDay(body.receivedOn, 'receivedOn');
    const replaced = await markTransferReceived(app.db, await staffOf(request), body);
    await cancelReplacedIntents(app.cardGateway, replaced, request.log);
    return ok(await staffOrderDetail(app.db, body.id));
  });

  app.post('/staff/orderDispatch', {
    schema: {
      tags: ['staff'],
      summary: `Dispatch the whole order or some quantities of some lines, with carrier and tracking ${NEED_SALES}`,
      body: action({
        lines: text({ label: STAFF_LABELS.lines, max: 2000, pattern: DISPATCH_LINES_PATTERN, patternMessage: STAFF_FIELD_MESSAGES.dispatchLines }),
        carrier: text({ label: STAFF_LABELS.carrier, required: true, max: STAFF_LIMITS.carrier }),
        trackingNo: text({ label: STAFF_LABELS.trackingNo, required: true, max: STAFF_LIMITS.trackingNo }),
        trackingUrl: text({ label: STAFF_LABELS.trackingUrl, required: true, max: STAFF_LIMITS.trackingUrl, pattern: TRACKING_URL_PATTERN, patternMessage: STAFF_FIELD_MESSAGES.trackingUrl }),
      }),
    },
  }, async (request) => {
    const body = request.body as DispatchRequest;
    await dispatchOrder(app.db, await staffOf(request), body);
    return ok(await staffOrderDetail(app.db, body.id));
  });

  app.post('/staff/orderDelivered', {
    schema: { tags: ['staff'], summary: `Mark a dispatched order delivered ${NEED_SALES}`, body: action() },
  }, async (request) => {
    const body = request.body as StaffOrderAction;
    await markDelivered(app.db, await staffOf(request), body);
    return ok(await staffOrderDetail(app.db, body.id));
  });

  app.post('/staff/orderCancel', {
    schema: {
      tags: ['staff'],
      summary: `Cancel an order nothing of which was dispatched: stock returned, a card payment refunded through Stripe ${NEED_SALES}`,
      body: action({ reason: text({ label: STAFF_LABELS.reason, required: true, max: STAFF_LIMITS.cancelReason }) }),
    },
  }, async (request) => {
    const body = request.body as CancelRequest;
    const replaced = await cancelOrder(app.db, await staffOf(request), body, app.cardGateway);
    await cancelReplacedIntents(app.cardGateway, replaced, request.log);
    return ok(await staffOrderDetail(app.db, body.id));
  });

  app.post('/staff/orderNote', {
    schema: { tags: ['staff'], summary: `Add an internal note (never shown to the buyer) ${NEED_SALES}`, body: action({ body: text({ label: STAFF_LABELS.note, required: true, max: STAFF_LIMITS.note }) }) },
  }, async (request) => {
    const body = request.body as NoteRequest;
    await addOrderNote(app.db, await staffOf(request), body);
    return ok(await staffOrderDetail(app.db, body.id));
  });
}
