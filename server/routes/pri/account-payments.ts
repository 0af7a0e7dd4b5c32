import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/account-payments.ts';
import { ACCOUNT_PAYMENT_LIMITS } from '#contract/limits/account-payments.ts';
import { route } from '../../http/route.ts';
import { outstandingOrders, paymentDetail, paymentPage } from '../../shop/payment-list.ts';
import { startTeamPayment, teamPayableOrders } from '../../shop/team-payments.ts';

/** The account's payments and team payments (contract/calls/account-payments.ts). */
export async function accountPaymentRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.paymentList, async ({ body, session }) =>
    paymentPage(app.db, session.userId, body.page ?? 1, body.pageSize ?? ACCOUNT_PAYMENT_LIMITS.paymentsPageSize),
  );

  route(app, calls.paymentDetail, async ({ body, session }) => paymentDetail(app.db, session.userId, body.id));

  route(app, calls.outstandingList, async ({ session }) => outstandingOrders(app.db, session.userId));

  route(app, calls.teamPayableList, async ({ session }) => teamPayableOrders(app.db, session.userId));

  route(app, calls.teamPayStart, async ({ body, session }) =>
    startTeamPayment(app.db, session.userId, body.orderIds, body.method, app.cardGateway),
  );
}
