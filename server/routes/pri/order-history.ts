import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/order-history.ts';
import { isCalendarDay, NOT_A_DAY } from '#contract/rules/calendar-day.ts';
import { invoiceFileName } from '../../documents/invoice.ts';
import { renderInvoice } from '../../documents/invoice-source.ts';
import { renderCreditNote } from '../../documents/credit-note-source.ts';
import { creditNotePdf } from '#contract/calls/credit-notes.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { download } from '../../http/download.ts';
import { route } from '../../http/route.ts';
import { orderAgain } from '../../shop/order-again.ts';
import { listOrders } from '../../shop/order-list.ts';

/** The pattern lets 2026-02-31 through; the calendar does not. */
function checkDay(value: string | undefined, field: string): void {
  if (value === undefined || isCalendarDay(value)) return;
  throw new ApiError(CODE.badInput, NOT_A_DAY, { field });
}

/**
 * The account's order history (contract/calls/order-history.ts), the invoice and the credit notes. Orders are the caller's own or,
 * for a company admin, the company's; any other id answers 404 like a missing one.
 */
export async function orderHistoryRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.orderList, async ({ body, session }) => {
    checkDay(body.from, 'from');
    checkDay(body.to, 'to');
    return listOrders(app.db, session.userId, body);
  });

  route(app, calls.orderAgain, async ({ body, session, request }) =>
    orderAgain(app.db, session.userId, body.id, request.language),
  );

  download(app, calls.orderInvoice, async ({ query, session, request }) => {
    // In the lang header's language: the page's.
    const { bytes, kind, documentNo } = await renderInvoice(
      app.db,
      session.userId,
      query.id,
      'invoice',
      request.language,
    );
    return { bytes, contentType: 'application/pdf', fileName: invoiceFileName(documentNo, kind) };
  });

  download(app, creditNotePdf, async ({ query, session, request }) => ({
    ...(await renderCreditNote(app.db, query.id, { userId: session.userId }, request.language)),
    contentType: 'application/pdf',
  }));
}
