import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/order-history.ts';
import { ORDERS_LABELS } from '#contract/calls/order-history.ts';
import { isCalendarDay, NOT_A_DAY } from '#contract/rules/calendar-day.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { invoiceFileName } from '../../documents/invoice.ts';
import { renderInvoice } from '../../documents/invoice-source.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { fields, idField } from '#contract/fields.ts';
import { orderAgain } from '../../shop/order-again.ts';
import { listOrders } from '../../shop/order-list.ts';

/** The pattern lets 2026-02-31 through; the calendar does not. */
function checkDay(value: string | undefined, field: string): void {
  if (value === undefined || isCalendarDay(value)) return;
  throw new ApiError(CODE.badInput, NOT_A_DAY, { field });
}

const orderId = { id: idField(ORDERS_LABELS.order) };

/**
 * The account's order history (contract/calls/order-history.ts) and the invoice. Orders are the caller's own or,
 * for a company admin, the company's; any other id answers 404 like a missing one.
 */
export async function orderHistoryRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.orderList, async ({ body, session }) => {
    checkDay(body.from, 'from');
    checkDay(body.to, 'to');
    return listOrders(app.db, session.userId, body);
  });

  route(app, calls.orderAgain, async ({ body, session, request }) => orderAgain(app.db, session.userId, body.id, request.language));

  // A GET, so the browser can save the file; the session is the token header as on every pri/ call,
  // which the site sends by fetching the file and saving it (never in the address, where logs keep it).
  app.get('/pri/orderInvoice', {
    schema: { tags: ['orders'], summary: "An order's invoice as a PDF attachment, in the lang header's language (701 without a live session)", querystring: fields(orderId, { allowUnknown: true }) },
  }, async (request, reply) => {
    const session = await requireSession(request);
    const { bytes, orderNo } = await renderInvoice(app.db, session.userId, (request.query as { id: number }).id, 'invoice', request.language);
    return reply
      // Private to the buyer, and the state printed on it changes: never kept by a shared cache.
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${invoiceFileName(orderNo)}"`)
      .type('application/pdf')
      .send(bytes);
  });
}
