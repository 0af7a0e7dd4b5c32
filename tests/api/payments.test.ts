import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, PaymentOptions, PayStartAnswer } from '#contract/calls/orders.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { deliverEvent, intentEvent as intentEvent_ } from './helpers/stripe-webhook.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

const WEBHOOK_SECRET = 'whsec_test_lihda_payments';
let stripe: FakeStripe;
let api: TestApi;
let buyer: Buyer;
let parts: PartWithBreaks[];

beforeAll(async () => {
  stripe = await startFakeStripe();
  api = await openTestApi({
    stripe: {
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: stripe.url,
    },
  });
  buyer = await logInAs(api, 'buyer@example.com');
  parts = await partsWithBreaks(api, 1);
});
afterAll(async () => {
  await api.close();
  await stripe.close();
});

const detail = async (id: number) => (await buyer.call<OrderDetail>('pri/orderDetail', { id })).body.data;
const newOrder = () => placeOrder(buyer, [[parts[0]!.partNo, 1]], { paymentMethod: 'card' });
const payByCard = (id: number) => buyer.call<PayStartAnswer>('pri/payStart', { id, method: 'card' });

const intentEvent = (type: string, intentId: string, change: Record<string, unknown> = {}) =>
  intentEvent_(stripe, type, intentId, change);
const deliver = (event: object, signature?: string) => deliverEvent(api, WEBHOOK_SECRET, event, signature);

async function startedCardPayment() {
  const order = await newOrder();
  const started = (await payByCard(order.id)).body.data;
  const intentId = started.clientSecret!.split('_secret_')[0]!;
  return { ...order, started, intentId };
}

describe('card payments through Stripe', () => {
  it('offers the card with the publishable key', async () => {
    expect((await buyer.call<PaymentOptions>('pri/paymentOptions')).body.data).toMatchObject({
      card: true,
      stripePublishableKey: 'pk_test_fake',
    });
    // The footer asks the same at build time, logged out.
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/unpri/acceptedPayments', payload: {} })).json().data,
    ).toEqual({ card: true });
  });

  it("creates the order's PaymentIntent for its total in pounds, once, and reuses it on a retry", async () => {
    const { id, orderNo, started, intentId } = await startedCardPayment();
    expect(started).toMatchObject({ paymentState: 'unpaid', stripePublishableKey: 'pk_test_fake' });
    const intent = stripe.intents.get(intentId)!;
    expect(intent).toMatchObject({
      amount: (await detail(id)).totals.totalPence,
      currency: 'gbp',
      metadata: { orderId: String(id), orderNo },
    });
    const createdBefore = stripe.created();
    const again = (await payByCard(id)).body.data;
    expect(again.clientSecret).toBe(started.clientSecret);
    expect(stripe.created()).toBe(createdBefore);
  });

  it('marks the order paid on a signed payment_intent.succeeded, writes the inbox once, and ignores a replay', async () => {
    const { id, orderNo, intentId } = await startedCardPayment();
    const event = intentEvent('payment_intent.succeeded', intentId, { status: 'succeeded' });
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, outcome: 'handled' });
    const paid = await detail(id);
    expect(paid.paymentState).toBe('paid');
    expect(paid.paymentMethod).toBe('card');
    expect(Math.abs(Date.parse(paid.paidAt!) - Date.now())).toBeLessThan(60_000);

    const replay = await deliver(event);
    expect(replay.json().data.outcome).toBe('duplicate');
    const messages = await api.db
      .selectFrom('inboxMessages')
      .select('subjectEn')
      .where('orderId', '=', id)
      .orderBy('id')
      .execute();
    expect(messages.map((m) => m.subjectEn)).toEqual([
      `Order ${orderNo} placed`,
      `Payment received for order ${orderNo}`,
    ]);
    const paidAgain = await payByCard(id);
    expect(paidAgain.body).toMatchObject({ code: 409, msg: 'This order is already paid.' });
  });

  it('refuses an event with a bad signature and changes nothing', async () => {
    const { id, intentId } = await startedCardPayment();
    const event = intentEvent('payment_intent.succeeded', intentId, { status: 'succeeded' });
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_someone_else',
    });
    for (const signature of [forged, '', 't=1,v1=00']) {
      const answer = await deliver(event, signature);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().msg).toBe('The webhook signature is not valid.');
    }
    expect((await detail(id)).paymentState).toBe('unpaid');
    expect(
      await api.db.selectFrom('stripeEvents').select('id').where('id', '=', event.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('keeps a failed payment’s order with the reason, lets the buyer try again with the same intent, then pays', async () => {
    const { id, intentId } = await startedCardPayment();
    await deliver(
      intentEvent('payment_intent.payment_failed', intentId, {
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      }),
    );
    const failed = await detail(id);
    expect(failed).toMatchObject({ paymentState: 'failed', failureMessage: 'Your card was declined.' });
    expect(failed.lines).toHaveLength(1);

    const retry = (await payByCard(id)).body.data;
    expect(retry.clientSecret!.startsWith(intentId)).toBe(true);
    expect((await detail(id)).paymentState).toBe('unpaid');
    await deliver(intentEvent('payment_intent.succeeded', intentId, { status: 'succeeded' }));
    expect((await detail(id)).paymentState).toBe('paid');
    // A failure Stripe delivers late never undoes the payment.
    await deliver(intentEvent('payment_intent.payment_failed', intentId, { last_payment_error: { message: 'late' } }));
    expect((await detail(id)).paymentState).toBe('paid');
  });

  it('shows pending while Stripe processes, refusing a second payment meanwhile', async () => {
    const { id, intentId } = await startedCardPayment();
    await deliver(intentEvent('payment_intent.processing', intentId, { status: 'processing' }));
    expect((await detail(id)).paymentState).toBe('pending');
    const second = await buyer.call('pri/payStart', { id, method: 'bankTransfer' });
    expect(second.body).toMatchObject({ code: 409, msg: 'A payment for this order is already under way.' });
  });

  it('does not mark an order paid for an amount other than its total', async () => {
    const { id, intentId } = await startedCardPayment();
    const answer = await deliver(intentEvent('payment_intent.succeeded', intentId, { amount: 1 }));
    expect(answer.json().data.outcome).toBe('amountMismatch');
    expect((await detail(id)).paymentState).toBe('unpaid');
  });

  it('records events about other things without acting on them', async () => {
    const answer = await deliver({
      id: 'evt_customer_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect(answer.json().data.outcome).toBe('ignored');
  });
});

describe('when Stripe cannot be reached', () => {
  it('answers a clear error and leaves the order as it was', async () => {
    const unreachable = await openTestApi({
      stripe: {
        secretKey: 'sk_test_fake',
        publishableKey: 'pk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: 'http://127.0.0.1:9',
      },
    });
    try {
      const someone = await logInAs(unreachable, 'buyer@example.com');
      const { id } = await placeOrder(someone, [[parts[0]!.partNo, 1]], { paymentMethod: 'card' });
      const answer = await someone.call('pri/payStart', { id, method: 'card' });
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe(503);
      expect(answer.body.msg).toBe(
        'The card payment service did not answer. Please try again or pay by bank transfer.',
      );
      expect((await someone.call<OrderDetail>('pri/orderDetail', { id })).body.data.paymentState).toBe('unpaid');
      expect(
        (await someone.call<PayStartAnswer>('pri/payStart', { id, method: 'bankTransfer' })).body.data.paymentState,
      ).toBe('awaitingTransfer');
    } finally {
      await unreachable.close();
    }
  });
});
