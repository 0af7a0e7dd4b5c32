import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OutstandingAnswer,
  PaymentDetail,
  PaymentListAnswer,
  TeamPayableAnswer,
  TeamPayStartAnswer,
} from '#contract/calls/account-payments.ts';
import type { OrderDetail, PayStartAnswer } from '#contract/calls/orders.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { followMailedLink } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

const WEBHOOK_SECRET = 'whsec_test_lihda_account_payments';
let stripe: FakeStripe;
let api: TestApi;
let parts: PartWithBreaks[];
let eventSeq = 0;
let registered = 0;

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
  parts = await partsWithBreaks(api, 2);
});
afterAll(async () => {
  await api.close();
  await stripe.close();
});

/** A fresh buyer (with a company, as its admin, when named), logged in. */
async function register(companyName?: string): Promise<Buyer & { id: number }> {
  const n = ++registered;
  const { body } = await api.call<LoginAnswer>(
    'unpri/userRegister',
    {
      firstName: 'Pat',
      lastName: `Payer${n}`,
      email: `payer${n}@pay.example`,
      pwd: DEMO_PASSWORD,
      ...(companyName ? { companyName } : {}),
    },
    { remoteAddress: `10.6.0.${n}` },
  );
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  // The company is founded when its admin's address is verified.
  if (companyName) await followMailedLink(api, `payer${n}@pay.example`);
  return { ...(await logInAs(api, `payer${n}@pay.example`)), id: body.data.id };
}

/** A company with its admin and a buyer member (who may pay for the team only when told). */
async function team(memberPays = false) {
  const admin = await register(`Team ${registered + 1} Ltd`);
  const member = await register();
  const { companyId } = await api.db
    .selectFrom('users')
    .select('companyId')
    .where('id', '=', admin.id)
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable('users')
    .set({ companyId, companyRole: 'buyer', canPayForTeam: memberPays })
    .where('id', '=', member.id)
    .execute();
  return { admin, member, companyId: companyId! };
}

const order = (buyer: Buyer, quantity = 1) => placeOrder(buyer, [[parts[0]!.partNo, quantity]]);
const totalOf = async (id: number) =>
  (await api.db.selectFrom('orders').select('totalPence').where('id', '=', id).executeTakeFirstOrThrow()).totalPence;
const stateOf = async (id: number) =>
  (await api.db.selectFrom('orders').select('paymentState').where('id', '=', id).executeTakeFirstOrThrow())
    .paymentState;

function intentEvent(type: string, intentId: string, change: Record<string, unknown> = {}) {
  const intent = stripe.intents.get(intentId)!;
  return {
    id: `evt_acc_${++eventSeq}`,
    object: 'event',
    type,
    data: { object: { ...intent, object: 'payment_intent', ...change } },
  };
}

function deliver(event: object) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return api.app.inject({
    method: 'POST',
    url: '/api/unpri/stripeWebhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

const intentOf = (answer: TeamPayStartAnswer) => answer.clientSecret!.split('_secret_')[0]!;

describe('every payment lists its orders', () => {
  it('writes payment_orders and paidBy for a single order paid by transfer and by card', async () => {
    const buyer = await register();
    const byTransfer = await order(buyer);
    await buyer.call('pri/payStart', { id: byTransfer.id, method: 'bankTransfer' });
    const byCard = await order(buyer);
    await buyer.call('pri/payStart', { id: byCard.id, method: 'card' });
    const rows = await api.db
      .selectFrom('payments as p')
      .innerJoin('paymentOrders as po', 'po.paymentId', 'p.id')
      .select(['p.orderId', 'p.paidBy', 'p.method', 'po.orderId as covers', 'po.amountPence'])
      .where('p.paidBy', '=', buyer.id)
      .orderBy('p.id')
      .execute();
    expect(rows).toEqual([
      {
        orderId: byTransfer.id,
        paidBy: buyer.id,
        method: 'bankTransfer',
        covers: byTransfer.id,
        amountPence: await totalOf(byTransfer.id),
      },
      {
        orderId: byCard.id,
        paidBy: buyer.id,
        method: 'card',
        covers: byCard.id,
        amountPence: await totalOf(byCard.id),
      },
    ]);
  });
});

describe('pri/paymentList, pri/paymentDetail and pri/outstandingList', () => {
  it("lists the buyer's payments with their orders, newest first, paged", async () => {
    const buyer = await register();
    const first = await order(buyer);
    const second = await order(buyer, 2);
    await buyer.call('pri/payStart', { id: first.id, method: 'bankTransfer' });
    await buyer.call('pri/payStart', { id: second.id, method: 'bankTransfer' });
    const page = (await buyer.call<PaymentListAnswer>('pri/paymentList', { pageSize: 1 })).body.data;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.list[0]).toMatchObject({
      method: 'bankTransfer',
      state: 'awaitingTransfer',
      paidByMe: true,
      amountPence: await totalOf(second.id),
      orders: [{ id: second.id, orderNo: second.orderNo, canOpen: true }],
    });
    expect(page.list[0]!.reference).toBe(`LGP-${page.list[0]!.id}`);
    const next = (await buyer.call<PaymentListAnswer>('pri/paymentList', { page: 2, pageSize: 1 })).body.data;
    expect(next.list[0]!.orders[0]!.id).toBe(first.id);
    // A single order's transfer keeps the order number as its bank reference.
    const detail = (await buyer.call<PaymentDetail>('pri/paymentDetail', { id: next.list[0]!.id })).body.data;
    expect(detail.bankDetails).toMatchObject({ reference: first.orderNo });
  });

  it('lists what is outstanding with its sum, flags an overdue invoice, and offers Pay only for a payable order', async () => {
    const buyer = await register();
    const unpaid = await order(buyer);
    const invoiced = await order(buyer, 2);
    const paid = await order(buyer, 3);
    await api.db
      .updateTable('orders')
      .set({ paymentState: 'onAccount', paymentMethod: 'account', dueAt: new Date(Date.now() - 86_400_000) })
      .where('id', '=', invoiced.id)
      .execute();
    await api.db.updateTable('orders').set({ paymentState: 'paid' }).where('id', '=', paid.id).execute();
    const outstanding = (await buyer.call<OutstandingAnswer>('pri/outstandingList')).body.data;
    expect(outstanding.list.map((o) => o.id)).toEqual([invoiced.id, unpaid.id]);
    expect(outstanding.totalPence).toBe((await totalOf(unpaid.id)) + (await totalOf(invoiced.id)));
    expect(outstanding.overdueCount).toBe(1);
    expect(outstanding.list[0]).toMatchObject({ overdue: true, paymentState: 'onAccount', payable: true, mine: true });
    expect(outstanding.list[1]).toMatchObject({ overdue: false, paymentState: 'unpaid', dueAt: null, payable: true });
  });

  it('does not call an invoice overdue on the day it is due', async () => {
    const buyer = await register();
    const dueToday = await order(buyer);
    await api.db
      .updateTable('orders')
      .set({ paymentState: 'onAccount', paymentMethod: 'account', dueAt: new Date(Date.now() - 1000) })
      .where('id', '=', dueToday.id)
      .execute();
    const outstanding = (await buyer.call<OutstandingAnswer>('pri/outstandingList')).body.data;
    expect(outstanding.list[0]).toMatchObject({ id: dueToday.id, paymentState: 'onAccount', overdue: false });
    expect(outstanding.overdueCount).toBe(0);
  });

  it("never shows another buyer's payments or orders: not listed, and their ids answer 404", async () => {
    const owner = await register();
    const other = await register();
    const mine = await order(owner);
    await owner.call('pri/payStart', { id: mine.id, method: 'bankTransfer' });
    const paymentId = (await owner.call<PaymentListAnswer>('pri/paymentList')).body.data.list[0]!.id;
    expect((await other.call<PaymentListAnswer>('pri/paymentList')).body.data).toMatchObject({ total: 0, list: [] });
    expect((await other.call<OutstandingAnswer>('pri/outstandingList')).body.data.list).toEqual([]);
    const peek = await other.call('pri/paymentDetail', { id: paymentId });
    expect(peek.status).toBe(404);
    expect(peek.body).toMatchObject({ code: 404, msg: 'There is no such payment.' });
    expect((await other.call('pri/paymentDetail', { id: 2_000_000_000 })).body.msg).toBe('There is no such payment.');
    // The demo buyer's records are not the fresh buyer's either.
    const demo = await logInAs(api, 'buyer@example.com');
    expect(
      (await demo.call<PaymentListAnswer>('pri/paymentList')).body.data.list.every((p) => p.id !== paymentId),
    ).toBe(true);
  });

  it("shows a company admin the team's payments and outstanding orders, and a member only their own", async () => {
    const { admin, member } = await team();
    const members = await order(member);
    const admins = await order(admin);
    await member.call('pri/payStart', { id: members.id, method: 'bankTransfer' });
    const seen = (await admin.call<OutstandingAnswer>('pri/outstandingList')).body.data.list;
    expect(seen.map((o) => [o.id, o.mine, o.payable])).toEqual(
      expect.arrayContaining([
        [members.id, false, false],
        [admins.id, true, true],
      ]),
    );
    expect(seen.find((o) => o.id === members.id)!.placedByName).toMatch(/^Pat Payer/);
    const payments = (await admin.call<PaymentListAnswer>('pri/paymentList')).body.data.list;
    expect(payments[0]).toMatchObject({ paidByMe: false, orders: [{ id: members.id, canOpen: true }] });
    expect((await member.call<OutstandingAnswer>('pri/outstandingList')).body.data.list.map((o) => o.id)).toEqual([
      members.id,
    ]);
  });

  it('validates the paging fields', async () => {
    const buyer = await register();
    expect((await buyer.call('pri/paymentList', { pageSize: 101 })).body).toMatchObject({
      code: 400,
      msg: 'Page size must be from 1 to 100',
    });
    expect((await api.call('pri/paymentList')).body.code).toBe(701);
  });
});

describe('an order waiting for approval', () => {
  it('cannot be paid while pending or after rejection, and can once approved', async () => {
    const buyer = await register();
    const { id } = await order(buyer);
    await api.db.updateTable('orders').set({ approvalState: 'pending' }).where('id', '=', id).execute();
    const waiting = await buyer.call('pri/payStart', { id, method: 'bankTransfer' });
    expect(waiting.body).toMatchObject({
      code: 409,
      msg: 'This order is waiting for approval by your company administrator and cannot be paid yet.',
    });
    expect((await buyer.call<OutstandingAnswer>('pri/outstandingList')).body.data.list[0]).toMatchObject({
      id,
      awaitingApproval: true,
      payable: false,
    });
    await api.db.updateTable('orders').set({ approvalState: 'rejected' }).where('id', '=', id).execute();
    const refused = await buyer.call('pri/payStart', { id, method: 'card' }, { lang: 'zh-cn' });
    expect(refused.body).toMatchObject({ code: 409, msg: '此订单未获贵公司管理员批准，因此无法付款。' });
    await api.db.updateTable('orders').set({ approvalState: 'approved' }).where('id', '=', id).execute();
    expect(
      (await buyer.call<PayStartAnswer>('pri/payStart', { id, method: 'bankTransfer' })).body.data.paymentState,
    ).toBe('awaitingTransfer');
  });
});

describe('paying the team’s orders together', () => {
  it("lists the team's payable orders for the admin, leaving out paid ones and those awaiting approval", async () => {
    const { admin, member } = await team();
    const a = await order(member);
    const b = await order(admin);
    const waiting = await order(member);
    const paid = await order(member);
    await api.db.updateTable('orders').set({ approvalState: 'pending' }).where('id', '=', waiting.id).execute();
    await api.db.updateTable('orders').set({ paymentState: 'paid' }).where('id', '=', paid.id).execute();
    const answer = (await admin.call<TeamPayableAnswer>('pri/teamPayableList')).body.data;
    expect(answer.access).toBe('payer');
    expect(answer.list.map((o) => o.id)).toEqual([a.id, b.id]);
  });

  it('tells a member without the right, and a buyer without a company, why they cannot pay, and refuses them (403)', async () => {
    const { member, admin } = await team(false);
    const theirs = await order(admin);
    expect((await member.call<TeamPayableAnswer>('pri/teamPayableList')).body.data).toMatchObject({
      access: 'notPayer',
      list: [],
    });
    const refused = await member.call('pri/teamPayStart', { orderIds: [theirs.id], method: 'bankTransfer' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(
      "Only your company's administrator, or a member they allow to pay for the team, can pay the team's orders.",
    );
    const loner = await register();
    expect((await loner.call<TeamPayableAnswer>('pri/teamPayableList')).body.data).toMatchObject({
      access: 'noCompany',
      companyName: null,
    });
    expect((await loner.call('pri/teamPayStart', { orderIds: [theirs.id], method: 'card' })).body.code).toBe(403);
    expect(await stateOf(theirs.id)).toBe('unpaid');
  });

  it('pays every order on one card PaymentIntent for the sum when Stripe says it succeeded, and a replayed start reuses it', async () => {
    const { admin, member } = await team();
    const a = await order(member);
    const b = await order(admin, 2);
    const started = await admin.call<TeamPayStartAnswer>('pri/teamPayStart', {
      orderIds: [b.id, a.id],
      method: 'card',
    });
    expect(started.status).toBe(200);
    const sum = (await totalOf(a.id)) + (await totalOf(b.id));
    expect(started.body.data).toMatchObject({
      amountPence: sum,
      stripePublishableKey: 'pk_test_fake',
      reference: `LGP-${started.body.data.paymentId}`,
      bankDetails: null,
    });
    const intentId = intentOf(started.body.data);
    expect(stripe.intents.get(intentId)).toMatchObject({
      amount: sum,
      currency: 'gbp',
      metadata: { paymentId: String(started.body.data.paymentId) },
    });
    const created = stripe.created();
    const again = (await admin.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [a.id, b.id], method: 'card' }))
      .body.data;
    expect(again).toMatchObject({
      paymentId: started.body.data.paymentId,
      clientSecret: started.body.data.clientSecret,
    });
    expect(stripe.created()).toBe(created);

    const delivered = await deliver(intentEvent('payment_intent.succeeded', intentId, { status: 'succeeded' }));
    expect(delivered.json().data.outcome).toBe('handled');
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(['paid', 'paid']);
    const memberMessages = await api.db
      .selectFrom('inboxMessages')
      .select('subjectEn')
      .where('orderId', '=', a.id)
      .where('kind', '=', 'payment')
      .execute();
    expect(memberMessages.map((m) => m.subjectEn)).toEqual([`Payment received for order ${a.orderNo}`]);
    const events = await api.db
      .selectFrom('orderEvents')
      .select('orderId')
      .where('orderId', 'in', [a.id, b.id])
      .where('kind', '=', 'paymentReceived')
      .execute();
    expect(events).toHaveLength(2);
    const detail = (await admin.call<PaymentDetail>('pri/paymentDetail', { id: started.body.data.paymentId })).body
      .data;
    expect(detail).toMatchObject({ state: 'succeeded', method: 'card', amountPence: sum, paidByMe: true });
    expect(detail.orders.map((o) => o.id)).toEqual([a.id, b.id]);
    // The member sees the payment of their order, and only their order in it.
    const membersView = (await member.call<PaymentDetail>('pri/paymentDetail', { id: detail.id })).body.data;
    expect(membersView.orders.map((o) => o.id)).toEqual([a.id]);
  });

  it('pays nothing for a mismatched amount, and a failure keeps every order payable', async () => {
    const { admin, member } = await team(true);
    const a = await order(admin);
    const b = await order(member);
    const started = (
      await member.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [a.id, b.id], method: 'card' })
    ).body.data;
    const intentId = intentOf(started);
    const short = await deliver(intentEvent('payment_intent.succeeded', intentId, { amount: started.amountPence - 1 }));
    expect(short.json().data.outcome).toBe('amountMismatch');
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(['unpaid', 'unpaid']);
    await deliver(
      intentEvent('payment_intent.payment_failed', intentId, {
        last_payment_error: { message: 'Your card was declined.' },
      }),
    );
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(['failed', 'failed']);
    expect((await member.call<PaymentDetail>('pri/paymentDetail', { id: started.paymentId })).body.data).toMatchObject({
      state: 'failed',
      failureMessage: 'Your card was declined.',
    });
    // Each order's own page gives the team payment's reason.
    expect((await admin.call<OrderDetail>('pri/orderDetail', { id: a.id })).body.data.failureMessage).toBe(
      'Your card was declined.',
    );
    const list = (await member.call<TeamPayableAnswer>('pri/teamPayableList')).body.data.list;
    expect(list.map((o) => o.id)).toEqual([a.id, b.id]);
    // The buyer may still pay their own order alone.
    expect(
      (await admin.call<PayStartAnswer>('pri/payStart', { id: a.id, method: 'bankTransfer' })).body.data.paymentState,
    ).toBe('awaitingTransfer');
  });

  it('pays several orders by one bank transfer with one reference, idempotently', async () => {
    const { admin, member } = await team();
    const a = await order(member);
    const b = await order(member, 2);
    const started = await admin.call<TeamPayStartAnswer>('pri/teamPayStart', {
      orderIds: [a.id, b.id],
      method: 'bankTransfer',
    });
    const { paymentId, reference, bankDetails, amountPence } = started.body.data;
    expect(reference).toBe(`LGP-${paymentId}`);
    expect(bankDetails).toMatchObject({ reference, sortCode: expect.any(String) });
    expect(amountPence).toBe((await totalOf(a.id)) + (await totalOf(b.id)));
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(['awaitingTransfer', 'awaitingTransfer']);
    const payment = await api.db
      .selectFrom('payments')
      .select(['orderId', 'paidBy', 'state'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ orderId: null, paidBy: admin.id, state: 'awaitingTransfer' });
    const again = (
      await admin.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [b.id, a.id], method: 'bankTransfer' })
    ).body.data;
    expect(again.paymentId).toBe(paymentId);
    expect(
      (await admin.call<PaymentDetail>('pri/paymentDetail', { id: paymentId })).body.data.bankDetails,
    ).toMatchObject({ reference });
  });

  it('changes nothing when one order is not the company’s (404) or cannot be paid (409, naming it)', async () => {
    const { admin, member } = await team();
    const outsider = await register();
    const ours = await order(member);
    const theirs = await order(outsider);
    const foreign = await admin.call('pri/teamPayStart', { orderIds: [ours.id, theirs.id], method: 'bankTransfer' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(`Order ${theirs.id} is not one of your company’s orders.`);
    const waiting = await order(member);
    await api.db.updateTable('orders').set({ approvalState: 'pending' }).where('id', '=', waiting.id).execute();
    const blocked = await admin.call('pri/teamPayStart', { orderIds: [ours.id, waiting.id], method: 'bankTransfer' });
    expect(blocked.body).toMatchObject({
      code: 409,
      msg: `Order ${waiting.orderNo}: This order is waiting for approval by your company administrator and cannot be paid yet.`,
    });
    expect(await stateOf(ours.id)).toBe('unpaid');
    expect(
      await api.db.selectFrom('paymentOrders').select('paymentId').where('orderId', '=', ours.id).execute(),
    ).toEqual([]);
  });

  it('validates the order list and the method', async () => {
    const { admin } = await team();
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await admin.call('pri/teamPayStart', { orderIds: [], method: 'card' })).body.code).toBe(400);
    expect((await admin.call('pri/teamPayStart', { orderIds: tooMany, method: 'card' })).body.msg).toBe(
      'Orders must list from 1 to 50 items',
    );
    expect((await admin.call('pri/teamPayStart', { orderIds: [1], method: 'account' })).body.msg).toBe(
      'Payment method must be one of: card, bankTransfer',
    );
  });
});

describe('a team card payment when Stripe cannot be reached', () => {
  it('answers a clear error and keeps no payment', async () => {
    const unreachable = await openTestApi({
      stripe: {
        secretKey: 'sk_test_fake',
        publishableKey: 'pk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: 'http://127.0.0.1:9',
      },
    });
    try {
      const admin = await logInAs(unreachable, 'admin@acme.example');
      const { id } = await placeOrder(admin, [[parts[0]!.partNo, 1]]);
      const answer = await admin.call('pri/teamPayStart', { orderIds: [id], method: 'card' });
      expect(answer.status).toBe(503);
      expect(answer.body.msg).toBe(
        'The card payment service did not answer. Please try again or pay by bank transfer.',
      );
      expect(
        await unreachable.db.selectFrom('paymentOrders').select('paymentId').where('orderId', '=', id).execute(),
      ).toEqual([]);
      expect(
        (await admin.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [id], method: 'bankTransfer' })).body.data
          .reference,
      ).toMatch(/^LGP-\d+$/);
    } finally {
      await unreachable.close();
    }
  });
});

describe('the existing order page after a team payment', () => {
  it('shows the order as paid', async () => {
    const { admin } = await team();
    const a = await order(admin);
    const started = (await admin.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [a.id], method: 'card' }))
      .body.data;
    await deliver(intentEvent('payment_intent.succeeded', intentOf(started), { status: 'succeeded' }));
    expect((await admin.call<OrderDetail>('pri/orderDetail', { id: a.id })).body.data.paymentState).toBe('paid');
  });
});

describe('no order is paid twice', () => {
  const paymentsOf = async (orderId: number) =>
    api.db
      .selectFrom('payments as p')
      .innerJoin('paymentOrders as po', 'po.paymentId', 'p.id')
      .select(['p.id', 'p.method', 'p.state', 'p.stripePaymentIntent'])
      .where('po.orderId', '=', orderId)
      .orderBy('p.id')
      .execute();

  it('replaces the other open payments of the orders a payment settles, and cancels their card intents at Stripe', async () => {
    const { admin, member } = await team();
    const a = await order(member);
    const b = await order(member, 2);
    // The member starts paying a by card (and leaves the page open) and chooses a transfer for b.
    const own = (await member.call<PayStartAnswer>('pri/payStart', { id: a.id, method: 'card' })).body.data;
    const ownIntent = own.clientSecret!.split('_secret_')[0]!;
    expect(
      (await member.call<PayStartAnswer>('pri/payStart', { id: b.id, method: 'bankTransfer' })).body.data.paymentState,
    ).toBe('awaitingTransfer');
    const [ownTransfer] = await paymentsOf(b.id);

    // The admin pays both for the team, and Stripe says it succeeded.
    const teamPayment = (
      await admin.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [a.id, b.id], method: 'card' })
    ).body.data;
    expect(
      (await deliver(intentEvent('payment_intent.succeeded', intentOf(teamPayment), { status: 'succeeded' }))).json()
        .data.outcome,
    ).toBe('handled');
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(['paid', 'paid']);

    expect(await paymentsOf(a.id)).toEqual([
      expect.objectContaining({ method: 'card', state: 'replaced', stripePaymentIntent: ownIntent }),
      expect.objectContaining({ id: teamPayment.paymentId, state: 'succeeded' }),
    ]);
    expect(stripe.intents.get(ownIntent)!.status).toBe('canceled');
    expect(await paymentsOf(b.id)).toEqual([
      expect.objectContaining({ id: ownTransfer!.id, method: 'bankTransfer', state: 'replaced' }),
      expect.objectContaining({ id: teamPayment.paymentId, state: 'succeeded' }),
    ]);
    // The member's list says so, and the closed transfer no longer shows bank details to pay.
    const list = (await member.call<PaymentListAnswer>('pri/paymentList', {})).body.data.list;
    expect(
      list
        .filter((p) => p.state === 'replaced')
        .map((p) => p.id)
        .sort(),
    ).toEqual(
      (await paymentsOf(a.id))
        .concat(await paymentsOf(b.id))
        .filter((p) => p.state === 'replaced')
        .map((p) => p.id)
        .sort(),
    );
    expect((await member.call<PaymentDetail>('pri/paymentDetail', { id: ownTransfer!.id })).body.data).toMatchObject({
      state: 'replaced',
      bankDetails: null,
    });
  });

  it('keeps going when Stripe refuses the cancel, and a replaced intent paid after all changes no order', async () => {
    const { admin, member } = await team();
    const a = await order(member);
    const own = (await member.call<PayStartAnswer>('pri/payStart', { id: a.id, method: 'card' })).body.data;
    const ownIntent = own.clientSecret!.split('_secret_')[0]!;
    // The member's card is being processed as the admin's payment succeeds: Stripe cannot cancel it.
    stripe.intents.get(ownIntent)!.status = 'processing';
    const teamPayment = (await admin.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [a.id], method: 'card' }))
      .body.data;
    const settled = await deliver(
      intentEvent('payment_intent.succeeded', intentOf(teamPayment), { status: 'succeeded' }),
    );
    expect(settled.statusCode).toBe(200);
    expect(stripe.intents.get(ownIntent)!.status).toBe('processing');
    expect((await paymentsOf(a.id)).map((p) => p.state)).toEqual(['replaced', 'succeeded']);

    // It goes through: the money is recorded (for a refund by hand), the order is paid once.
    await deliver(intentEvent('payment_intent.succeeded', ownIntent, { status: 'succeeded' }));
    expect((await paymentsOf(a.id)).map((p) => p.state)).toEqual(['succeeded', 'succeeded']);
    expect(await stateOf(a.id)).toBe('paid');
    const received = await api.db
      .selectFrom('orderEvents')
      .select('kind')
      .where('orderId', '=', a.id)
      .where('kind', '=', 'paymentReceived')
      .execute();
    expect(received).toHaveLength(1);
  });
});
