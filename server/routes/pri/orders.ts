import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/orders.ts';
import { route } from '../../http/route.ts';
import { readOrder } from '../../shop/order-detail.ts';
import { checkoutTotals, createOrder } from '../../shop/orders.ts';
import { paymentOptions } from '../../shop/payment-options.ts';
import { startPayment } from '../../shop/payments.ts';

/** Checkout, orders and starting a payment. Orders are only ever the caller's own (another's answers 404). */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.checkoutTotals, async ({ body, session }) =>
    checkoutTotals(app.db, session.userId, body.deliveryAddressId, body.deliveryService),
  );

  route(app, calls.paymentOptions, async ({ session }) => paymentOptions(app.db, session.userId, app.cardGateway));

  // Refused in a punch-out session (server/http/route.ts): the basket goes back to the procurement system.
  route(app, calls.orderCreate, async ({ body, session }) =>
    createOrder(app.db, session.userId, body, app.cardGateway, app.stockHolds),
  );

  route(app, calls.orderDetail, async ({ body, session }) => readOrder(app.db, session.userId, body.id));

  route(app, calls.payStart, async ({ body, session }) =>
    startPayment(app.db, session.userId, body.id, body.method, app.cardGateway),
  );
}
