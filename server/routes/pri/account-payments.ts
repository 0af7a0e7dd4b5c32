import type { FastifyInstance } from 'fastify';
import type { PaymentListRequest, TeamPayStartRequest } from '#contract/api/account-payments-types.ts';
import { ACCOUNT_PAYMENT_LIMITS } from '#contract/limits/account-payments.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, idList, LABELS, oneOf, wholeNumber } from '#contract/fields.ts';
import { outstandingOrders, paymentDetail, paymentPage } from '../../shop/payment-list.ts';
import { startTeamPayment, teamPayableOrders } from '../../shop/team-payments.ts';

const NEED_SESSION = '(701 without a live session)';

/**
 * The account's payments (/acPay) and paying the team's orders together (/payAssociated). A payment is
 * visible to whoever made it and to the owners of its orders (a company admin: the company's); any other id answers 404.
 */
export async function accountPaymentRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/paymentList', {
    schema: {
      tags: ['account'],
      summary: `A page of the buyer's payments and invoices, newest first; a company admin sees the company's too ${NEED_SESSION}`,
      body: fields({
        page: wholeNumber({ label: LABELS.page, min: 1, max: 10_000 }),
        pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: ACCOUNT_PAYMENT_LIMITS.maxPageSize }),
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const { page = 1, pageSize = ACCOUNT_PAYMENT_LIMITS.paymentsPageSize } = request.body as PaymentListRequest;
    return ok(await paymentPage(app.db, session.userId, page, pageSize));
  });

  app.post('/pri/paymentDetail', {
    schema: { tags: ['account'], summary: `One payment, with the bank details while a transfer is expected (404 when not visible) ${NEED_SESSION}`, body: fields({ id: idField() }) },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await paymentDetail(app.db, session.userId, (request.body as { id: number }).id));
  });

  app.post('/pri/outstandingList', {
    schema: { tags: ['account'], summary: `The orders not paid yet (a company admin: the company's), overdue invoices flagged, and their sum ${NEED_SESSION}`, body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await outstandingOrders(app.db, session.userId));
  });

  app.post('/pri/teamPayableList', {
    schema: { tags: ['account'], summary: `For a company's payer: the team's orders that can be paid now; anyone else learns why not ${NEED_SESSION}`, body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await teamPayableOrders(app.db, session.userId));
  });

  app.post('/pri/teamPayStart', {
    schema: {
      tags: ['account'],
      summary: `Pay several of the team's orders in one payment, by card (one PaymentIntent for the sum) or one bank transfer ${NEED_SESSION}`,
      body: fields({
        orderIds: idList({ label: { en: 'orders', zh: '订单' }, required: true, max: ACCOUNT_PAYMENT_LIMITS.teamPayOrders }),
        method: oneOf({ label: { en: 'payment method', zh: '付款方式' }, required: true, values: ['card', 'bankTransfer'] }),
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const body = request.body as TeamPayStartRequest;
    return ok(await startTeamPayment(app.db, session.userId, body.orderIds, body.method, app.cardGateway));
  });
}
