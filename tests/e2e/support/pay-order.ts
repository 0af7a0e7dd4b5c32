import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import Stripe from 'stripe';
import type { OrderCreateAnswer, PaymentMethod } from '#contract/calls/orders.ts';
import type { Address } from '#contract/calls/addresses.ts';
import type { BasketTotals } from '#contract/calls/basket.ts';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { islandsReady, logIn } from '../header-support.ts';
import { E2E_STRIPE } from './stripe-edge.ts';

// Orders to pay in browser tests, placed through the API with the buyer's session token (so the
// journeys do not depend on the checkout's screens), and Stripe.js stubbed at the network edge.

const ADDRESS = {
  contactName: 'E2E Buyer',
  companyName: '',
  line1: '1 Test Street',
  line2: '',
  town: 'Leeds',
  county: '',
  postcode: 'LS1 1AA',
  country: 'GB',
  phone: '0113 496 0000',
};

/** Logs in through the header (which lands on My account) and answers the session token. */
export async function signIn(page: Page, email: string): Promise<string> {
  await page.goto('/');
  await islandsReady(page);
  await logIn(page, email);
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

/** One of the buyer's calls, checked for code 200. */
export async function call<T>(page: Page, token: string, path: string, data: object = {}): Promise<T> {
  const answer = (await (
    await page.request.post(`/api/pri/${path}`, { headers: { token }, data })
  ).json()) as Envelope<T>;
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/** A demo part in stock, as its product page lists it (the aluminium pull handle's family). */
async function partInStock(request: APIRequestContext): Promise<string> {
  const answer = (await (
    await request.post('/api/unpri/productDetail', { data: { id: 1 } })
  ).json()) as Envelope<ProductDetail>;
  const variant = answer.data.variants.find((v) => v.stock >= 2);
  expect(variant, 'a variant with stock').toBeTruthy();
  return variant!.partNo;
}

/** Places an order of two of a part, delivered and invoiced to a new address, to be paid by `paymentMethod`. */
export async function placeOrder(page: Page, token: string, paymentMethod: PaymentMethod): Promise<OrderCreateAnswer> {
  await call(page, token, 'basketClear');
  await call(page, token, 'basketAdd', { partNo: await partInStock(page.request), quantity: 2 });
  const delivery = await call<Address>(page, token, 'addressAdd', { kind: 'delivery', ...ADDRESS });
  const invoice = await call<Address>(page, token, 'addressAdd', { kind: 'invoice', ...ADDRESS });
  const totals = await call<BasketTotals>(page, token, 'checkoutTotals', { deliveryAddressId: delivery.id });
  return call<OrderCreateAnswer>(page, token, 'orderCreate', {
    idempotencyKey: `e2e-${randomUUID()}`,
    deliveryAddressId: delivery.id,
    invoiceAddressId: invoice.id,
    poReference: 'E2E-PO-1',
    paymentMethod,
    expectedTotalPence: totals.totalPence,
  });
}

/**
 * Stripe.js as far as the Pay page uses it, served in place of js.stripe.com (which no test machine
 * reaches): a fake card field, and a confirmPayment that returns to the return_url as Stripe does.
 */
const STRIPE_STUB = `
window.Stripe = function (key) {
  return {
    elements: function () {
      return {
        create: function () {
          return {
            mount: function (el) { el.innerHTML = '<p data-fake-card>Card number 4242 4242 4242 4242</p>'; },
            on: function () {}, destroy: function () {}, unmount: function () {},
          };
        },
        submit: async function () { return {}; },
      };
    },
    confirmPayment: async function (options) {
      var back = new URL(options.confirmParams.return_url);
      back.searchParams.set('redirect_status', 'succeeded');
      window.location.href = back.href;
      return {};
    },
  };
};
window.Stripe.version = 'endive';
`;

/** Serves STRIPE_STUB in place of js.stripe.com for this page. */
export async function stubStripeJs(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STRIPE_STUB }),
  );
}

/** Sends the shop Stripe's payment_intent.succeeded for a PaymentIntent, signed as Stripe signs it. */
export async function sendPaymentSucceeded(
  request: APIRequestContext,
  paymentIntent: string,
  amountPence: number,
): Promise<void> {
  const payload = JSON.stringify({
    id: `evt_e2e_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: paymentIntent,
        object: 'payment_intent',
        amount: amountPence,
        currency: 'gbp',
        status: 'succeeded',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE.webhookSecret });
  const response = await request.post('/api/unpri/stripeWebhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  const answer = (await response.json()) as Envelope<{ outcome: string }>;
  expect(answer.code, answer.msg).toBe(200);
  expect(answer.data.outcome).toBe('handled');
}
