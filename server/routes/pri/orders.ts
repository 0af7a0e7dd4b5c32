import type { FastifyInstance } from 'fastify';
import type { CheckoutTotalsRequest, OrderCreateRequest, PayStartRequest } from '#contract/api/shop-types.ts';
import { ORDER_LIMITS } from '#contract/limits/fields.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, oneOf, text, wholeNumber } from '#contract/fields.ts';
import { readOrder } from '../../shop/order-detail.ts';
import { checkoutTotals, createOrder } from '../../shop/orders.ts';
import { paymentOptions } from '../../shop/payment-options.ts';
import { startPayment } from '../../shop/payments.ts';

const PAYMENT_METHODS = ['card', 'bankTransfer', 'account'] as const;
const method = oneOf({ label: { en: 'payment method', zh: '付款方式' }, required: true, values: PAYMENT_METHODS });
const addressId = (en: string, zh: string) => idField({ en, zh });
const NEED_SESSION = '(701 without a live session)';

/** Checkout, orders and starting a payment. Orders are only ever the caller's own (another's answers 404). */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/checkoutTotals', {
    schema: { tags: ['checkout'], summary: `The basket's totals for delivery to one of the buyer's addresses ${NEED_SESSION}`, body: fields({ deliveryAddressId: addressId('delivery address', '收货地址') }) },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await checkoutTotals(app.db, session.userId, (request.body as CheckoutTotalsRequest).deliveryAddressId));
  });

  app.post('/pri/paymentOptions', {
    schema: { tags: ['checkout'], summary: `Which payment methods the buyer can use, and Stripe's publishable key ${NEED_SESSION}`, body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await paymentOptions(app.db, session.userId, app.cardGateway));
  });

  app.post('/pri/orderCreate', {
    schema: {
      tags: ['checkout'],
      summary: `Make the basket an order (one transaction; the same idempotency key never makes two) ${NEED_SESSION}`,
      body: fields({
        idempotencyKey: text({
          label: { en: 'idempotency key', zh: '幂等键' },
          required: true,
          min: 8,
          max: 64,
          pattern: /^[A-Za-z0-9_-]+$/,
          patternMessage: { en: 'The idempotency key may hold only letters, digits, _ and -', zh: '幂等键只能包含字母、数字、_ 和 -' },
        }),
        deliveryAddressId: addressId('delivery address', '收货地址'),
        invoiceAddressId: addressId('invoice address', '发票地址'),
        poReference: text({ label: { en: 'purchase order reference', zh: '采购订单号' }, max: ORDER_LIMITS.poReference }),
        paymentMethod: method,
        expectedTotalPence: wholeNumber({ label: { en: 'expected total', zh: '确认总额' }, required: true, min: 0, max: 2_000_000_000 }),
      }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await createOrder(app.db, session.userId, request.body as OrderCreateRequest, app.cardGateway));
  });

  app.post('/pri/orderDetail', {
    schema: { tags: ['orders'], summary: `One of the buyer's orders: lines, totals, addresses, payment state ${NEED_SESSION}`, body: fields({ id: idField() }) },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await readOrder(app.db, session.userId, (request.body as { id: number }).id));
  });

  app.post('/pri/payStart', {
    schema: {
      tags: ['payment'],
      summary: `Pay an order by card (answers the PaymentIntent's client secret), bank transfer or on account ${NEED_SESSION}`,
      body: fields({ id: idField(), method }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const body = request.body as PayStartRequest;
    return ok(await startPayment(app.db, session.userId, body.id, body.method, app.cardGateway));
  });
}
