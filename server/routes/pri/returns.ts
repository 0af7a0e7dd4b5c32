import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/returns.ts';
import { route } from '../../http/route.ts';
import { RETURN_MESSAGES } from '../../i18n/return-messages.ts';
import { requestReturn } from '../../returns/request-return.ts';
import { orderReturns } from '../../returns/return-views.ts';
import { withdrawReturn } from '../../returns/withdraw-return.ts';
import { viewerOf, visibleOrder } from '../../shop/order-detail.ts';

/** A buyer's returns (contract/calls/returns.ts): of orders they may see, any other answering 404. */
export async function returnRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.returnList, async ({ body, session }) => {
    const order = await visibleOrder(app.db, await viewerOf(app.db, session.userId), body.orderId);
    return orderReturns(app.db, order.id);
  });

  route(app, calls.returnRequest, async ({ body, session, say }) => {
    await requestReturn(app.db, session.userId, body);
    say(RETURN_MESSAGES.requested);
    return orderReturns(app.db, body.orderId);
  });

  route(app, calls.returnWithdraw, async ({ body, session, say }) => {
    const orderId = await withdrawReturn(app.db, session.userId, body.id);
    say(RETURN_MESSAGES.withdrawn);
    return orderReturns(app.db, orderId);
  });
}
