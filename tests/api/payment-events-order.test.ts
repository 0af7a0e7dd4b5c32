import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import type { PayStartAnswer } from '#contract/calls/orders.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { deliverEvent, intentEvent } from './helpers/stripe-webhook.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// Stripe sends its events in no promised order, and a card payment can complete after staff acted on
// the order: money is never lost from the record, never taken twice, and what is owed back is refunded.

const WEBHOOK_SECRET = 'whsec_test_lihda_event_order';
let stripe: FakeStripe;
let api: TestApi;
let buyer: Buyer;
let sales: Buyer;
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
  buyer = await logInAs(api, 'jordan@example.com');
  sales = await logInAs(api, 'sales@lihda.example');
  parts = await partsWithBreaks(api, 1);
});
afterAll(async () => {
  await api.close();
  await stripe.close();
});

const staffOrder = async (id: number) => (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;
/** Stripe reports an intent's change; a success means the money moved at Stripe (so it can be refunded there), whatever events come after. */
function send(type: string, intentId: string, status: string) {
  if (status === 'succeeded') stripe.intents.get(intentId)!.status = 'succeeded';
  return deliverEvent(api, WEBHOOK_SECRET, intentEvent(stripe, type, intentId, { status }));
}

async function cardOrder() {
  const order = await placeOrder(buyer, [[parts[0]!.partNo, 1]], { paymentMethod: 'card' });
  const started = (await buyer.call<PayStartAnswer>('pri/payStart', { id: order.id, method: 'card' })).body.data;
  return { ...order, intentId: started.clientSecret!.split('_secret_')[0]! };
}

describe('Stripe events in any order', () => {
  it('keeps a succeeded payment when a late payment_failed or processing arrives, and a cancellation then refunds it', async () => {
    for (const late of ['payment_intent.payment_failed', 'payment_intent.processing']) {
      const order = await cardOrder();
      await send('payment_intent.succeeded', order.intentId, 'succeeded');
      expect(
        (await send(late, order.intentId, late.endsWith('failed') ? 'requires_payment_method' : 'processing'))
          .statusCode,
      ).toBe(200);
      const kept = await staffOrder(order.id);
      expect(kept).toMatchObject({ paymentState: 'paid', paidPence: kept.totals.totalPence, duePence: 0 });
      expect(kept.payments.map((p) => p.state)).toEqual(['succeeded']);
      const refundsBefore = stripe.refunds.length;
      const cancelled = await sales.call<StaffOrderDetail>('staff/orderCancel', {
        id: order.id,
        version: kept.version,
        reason: 'Customer asked',
      });
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', refundState: 'refunded' });
      expect(stripe.refunds.slice(refundsBefore)).toEqual([
        expect.objectContaining({ payment_intent: order.intentId, amount: kept.totals.totalPence }),
      ]);
    }
  });

  it('keeps money that arrives after the order was cancelled, not as its payment: marked to refund, and refunded from the console', async () => {
    const order = await cardOrder();
    const placed = await staffOrder(order.id);
    await sales.call('staff/orderCancel', { id: order.id, version: placed.version, reason: 'Out of production' });
    await send('payment_intent.succeeded', order.intentId, 'succeeded');
    const late = await staffOrder(order.id);
    expect(late).toMatchObject({
      status: 'cancelled',
      paymentState: 'unpaid',
      refundState: 'toRefund',
      paidPence: late.totals.totalPence,
    });
    const told = await api.db
      .selectFrom('inboxMessages')
      .select('subjectEn')
      .where('orderId', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.subjectEn).toBe(`A payment for order ${order.orderNo} will be refunded`);

    const refundsBefore = stripe.refunds.length;
    const refunded = await sales.call<StaffOrderDetail>('staff/orderRefund', { id: order.id, version: late.version });
    expect(refunded.body.data.refundState).toBe('refunded');
    expect(stripe.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ payment_intent: order.intentId, amount: late.totals.totalPence }),
    ]);
    const again = await sales.call('staff/orderRefund', { id: order.id, version: refunded.body.data.version });
    expect(again.body).toMatchObject({ code: 409, msg: 'Nothing on this order is marked to refund.' });
    const change = await api.db
      .selectFrom('editorChanges')
      .select(['action', 'userEmail'])
      .where('area', '=', 'order')
      .where('recordId', '=', String(order.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change).toEqual({ action: 'refund', userEmail: 'sales@lihda.example' });
  });

  it('flags a card payment that succeeds after a transfer paid the order, and refunds only the overpayment', async () => {
    const order = await cardOrder();
    const placed = await staffOrder(order.id);
    const received = await sales.call<StaffOrderDetail>('staff/orderTransferReceived', {
      id: order.id,
      version: placed.version,
      amountPence: placed.totals.totalPence,
      receivedOn: new Date().toISOString().slice(0, 10),
    });
    expect(received.body.data.paymentState).toBe('paid');
    await send('payment_intent.succeeded', order.intentId, 'succeeded');
    const twice = await staffOrder(order.id);
    expect(twice).toMatchObject({
      status: 'placed',
      paymentState: 'paid',
      refundState: 'toRefund',
      paidPence: 2 * twice.totals.totalPence,
    });

    const refundsBefore = stripe.refunds.length;
    const refunded = await sales.call<StaffOrderDetail>('staff/orderRefund', { id: order.id, version: twice.version });
    expect(refunded.body.data).toMatchObject({ status: 'placed', paymentState: 'paid', refundState: 'refunded' });
    expect(stripe.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ payment_intent: order.intentId, amount: twice.totals.totalPence }),
    ]);
  });

  it('asks for the bank reference when the money to refund came by transfer, in both languages', async () => {
    const order = await cardOrder();
    await send('payment_intent.succeeded', order.intentId, 'succeeded');
    const paid = await staffOrder(order.id);
    const cancelled = (
      await sales.call<StaffOrderDetail>('staff/orderCancel', {
        id: order.id,
        version: paid.version,
        reason: 'Duplicate order',
      })
    ).body.data;
    expect(cancelled.refundState).toBe('refunded');
    // A transfer recorded on the cancelled order is refused, so money by transfer to refund comes from a paid transfer order cancelled.
    const transfer = await placeOrder(buyer, [[parts[0]!.partNo, 1]], { paymentMethod: 'bankTransfer' });
    const t = await staffOrder(transfer.id);
    const got = (
      await sales.call<StaffOrderDetail>('staff/orderTransferReceived', {
        id: transfer.id,
        version: t.version,
        amountPence: t.totals.totalPence,
        receivedOn: new Date().toISOString().slice(0, 10),
      })
    ).body.data;
    const off = (
      await sales.call<StaffOrderDetail>('staff/orderCancel', {
        id: transfer.id,
        version: got.version,
        reason: 'Customer asked',
      })
    ).body.data;
    expect(off.refundState).toBe('toRefund');
    const bare = await sales.call('staff/orderRefund', { id: transfer.id, version: off.version });
    expect(bare.body.code).toBe(400);
    expect(bare.body.msg).toMatch(/^This money did not come by card/);
    const zh = await sales.call('staff/orderRefund', { id: transfer.id, version: off.version }, { lang: 'zh-cn' });
    expect(zh.body.msg).toMatch(/^此款项并非银行卡付款/);
    const done = await sales.call<StaffOrderDetail>('staff/orderRefund', {
      id: transfer.id,
      version: off.version,
      bankReference: 'RF-2026-11-29',
    });
    expect(done.body.data.refundState).toBe('refunded');
  });
});
