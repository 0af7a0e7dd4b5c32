import type { FastifyInstance } from 'fastify';
import { ORDER_SCOPES, ORDER_STAGES, type OrderListRequest } from '#contract/api/order-history-types.ts';
import { DAY_PATTERN, ORDER_HISTORY_LIMITS } from '#contract/limits/orders.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { invoiceFileName, orderInvoice } from '../../downloads/invoice-pdf.ts';
import { loadInvoice } from '../../downloads/invoice-source.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { fields, idField, LABELS, oneOf, text, wholeNumber } from '#contract/fields.ts';
import { ORDERS_LABELS, ORDERS_MESSAGES } from '../../i18n/orders-messages.ts';
import { orderAgain } from '../../shop/order-again.ts';
import { listOrders } from '../../shop/order-list.ts';

const NEED_SESSION = '(701 without a live session)';
const day = (label: { en: string; zh: string }) =>
  text({ label, max: 10, pattern: DAY_PATTERN, patternMessage: ORDERS_MESSAGES.notADay });

/** The pattern lets 2026-02-31 through; the calendar does not. */
function checkDay(value: string | undefined, field: string): void {
  if (value === undefined) return;
  if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value) return;
  throw new ApiError(CODE.badInput, ORDERS_MESSAGES.notADay, { field });
}

const orderId = { id: idField(ORDERS_LABELS.order) };

/**
 * The account's order history: the list, order again and the invoice. Orders are the caller's own or,
 * for a company admin, the company's; any other id answers 404 like a missing one.
 */
export async function orderHistoryRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/orderList', {
    schema: {
      tags: ['orders'],
      summary: `The buyer's orders newest first, a page at a time, filtered by status, days and a search; admins may ask for the team's ${NEED_SESSION}`,
      body: fields({
        page: wholeNumber({ label: LABELS.page, min: 1, max: ORDER_HISTORY_LIMITS.pageMax }),
        pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: ORDER_HISTORY_LIMITS.pageSizeMax }),
        stage: oneOf({ label: ORDERS_LABELS.stage, values: ORDER_STAGES }),
        from: day(ORDERS_LABELS.from),
        to: day(ORDERS_LABELS.to),
        search: text({ label: ORDERS_LABELS.search, max: ORDER_HISTORY_LIMITS.search }),
        scope: oneOf({ label: ORDERS_LABELS.scope, values: ORDER_SCOPES }),
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const body = request.body as OrderListRequest;
    checkDay(body.from, 'from');
    checkDay(body.to, 'to');
    return ok(await listOrders(app.db, session.userId, body));
  });

  app.post('/pri/orderAgain', {
    schema: { tags: ['orders'], summary: `Put an order's parts and quantities into the basket at today's prices ${NEED_SESSION}`, body: fields(orderId) },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await orderAgain(app.db, session.userId, (request.body as { id: number }).id, request.language));
  });

  // A GET, so the browser can save the file; the session is the token header as on every pri/ call,
  // which the site sends by fetching the file and saving it (never in the address, where logs keep it).
  app.get('/pri/orderInvoice', {
    schema: { tags: ['orders'], summary: `An order's invoice as a PDF attachment ${NEED_SESSION}`, querystring: fields(orderId, { allowUnknown: true }) },
  }, async (request, reply) => {
    const session = await requireSession(request);
    const source = await loadInvoice(app.db, session.userId, (request.query as { id: number }).id);
    const bytes = orderInvoice({ ...source, generatedOn: new Date() });
    return reply
      // Private to the buyer, and the state printed on it changes: never kept by a shared cache.
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${invoiceFileName(source.order.orderNo)}"`)
      .type('application/pdf')
      .send(Buffer.from(bytes));
  });
}
