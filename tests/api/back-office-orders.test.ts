import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutstandingAnswer, TeamPayableAnswer, TeamPayStartAnswer } from '#contract/calls/account-payments.ts';
import type { OrderDetail, PayStartAnswer } from '#contract/calls/orders.ts';
import type { StaffOrderDetail, StaffOrderListAnswer } from '#contract/calls/staff-orders.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { auditRecords, unnamedDetailKeys } from './helpers/editor.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

const WEBHOOK_SECRET = 'whsec_test_back_office';
let stripe: FakeStripe;
let api: TestApi;
let buyer: Buyer;
let sales: Buyer;
let editor: Buyer;
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
  sales = await logInAs(api, 'sales@lihda.example');
  editor = await logInAs(api, 'editor@lihda.example');
  parts = (await partsWithBreaks(api, 6)).filter((p) => p.stock >= 20);
});
afterAll(async () => {
  await api.close();
  await stripe.close();
});

const staffOrder = async (id: number) => (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;
const buyerOrder = async (id: number) => (await buyer.call<OrderDetail>('pri/orderDetail', { id })).body.data;
const stockOf = async (variantId: number) =>
  (await api.db.selectFrom('variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock;

/** An order of 10 of the first part and 4 of the second, waiting for a bank transfer. */
async function transferOrder(who: Buyer = buyer) {
  const placed = await placeOrder(who, [
    [parts[0]!.partNo, 10],
    [parts[1]!.partNo, 4],
  ]);
  await who.call<PayStartAnswer>('pri/payStart', { id: placed.id, method: 'bankTransfer' });
  return staffOrder(placed.id);
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

async function receive(order: StaffOrderDetail, amountPence: number, bankReference = 'BACS 1234') {
  return sales.call<StaffOrderDetail>('staff/orderTransferReceived', {
    id: order.id,
    version: order.version,
    amountPence,
    receivedOn: today(),
    bankReference,
  });
}

/** Stripe's signed "succeeded" event for an intent, as its webhook receives it; answers the outcome. */
async function succeed(intentId: string): Promise<string> {
  const intent = stripe.intents.get(intentId)!;
  intent.status = 'succeeded';
  const payload = JSON.stringify({
    id: `evt_ok_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { ...intent, object: 'payment_intent' } },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const answer = await api.app.inject({
    method: 'POST',
    url: '/api/unpri/stripeWebhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
  return answer.json().data.outcome;
}

const intentOf = (clientSecret: string | null) => clientSecret!.split('_secret_')[0]!;

const tracking = {
  carrier: 'DPD',
  trackingNo: '15501234567890',
  trackingUrl: 'https://track.dpd.co.uk/parcels/15501234567890',
};

describe('who may use the orders area', () => {
  it('answers 701 without a session, 403 for a buyer and an editor, and lets sales and admins in', async () => {
    expect((await api.call('staff/orderList')).body.code).toBe(701);
    const asBuyer = await buyer.call('staff/orderList');
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.msg).toBe('This is for sales staff only.');
    expect((await editor.call('staff/orderGet', { id: 1 })).status).toBe(403);
    expect((await buyer.call('staff/orderDispatch', { id: 1, version: 0, ...tracking })).status).toBe(403);
    expect((await sales.call('staff/orderList')).body.code).toBe(200);
    const admin = await logInAs(api, 'admin@lihda.example');
    expect((await admin.call('staff/orderList')).body.code).toBe(200);
    expect((await admin.call('editor/serviceList')).body.code).toBe(200);
  });

  it('keeps sales out of content editing but shows them the change record', async () => {
    expect((await sales.call('editor/serviceList')).body).toMatchObject({
      code: 403,
      msg: 'This is for content editors only.',
    });
    expect((await sales.call('editor/changeList')).body.code).toBe(200);
    expect((await buyer.call('editor/changeList')).status).toBe(403);
  });

  it('refuses a bad field with its message in both languages', async () => {
    const bad = await sales.call('staff/orderDispatch', {
      id: 1,
      version: 0,
      ...tracking,
      trackingUrl: 'javascript:alert(1)',
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'The tracking link must start with http:// or https://.' });
    const zh = await sales.call('staff/orderList', { country: 'GBR' }, { lang: 'zh-cn' });
    expect(zh.body.code).toBe(400);
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('the orders list', () => {
  it('filters, searches by order number, buyer e-mail and part number, sorts and pages', async () => {
    const order = await transferOrder();
    const list = async (body: object) => (await sales.call<StaffOrderListAnswer>('staff/orderList', body)).body.data;
    expect((await list({ search: order.orderNo })).list.map((o) => o.id)).toEqual([order.id]);
    expect((await list({ search: 'BUYER@EXAMPLE', paymentState: 'awaitingTransfer' })).list.map((o) => o.id)).toContain(
      order.id,
    );
    expect((await list({ search: parts[1]!.partNo, paymentMethod: 'card' })).list.map((o) => o.id)).not.toContain(
      order.id,
    );
    expect(
      (await list({ country: 'gb', stage: 'awaitingTransfer', from: today(), to: today() })).list.map((o) => o.id),
    ).toContain(order.id);
    const paged = await list({ pageSize: 1, page: 1, sort: 'oldest' });
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    const desc = (await list({ sort: 'totalDesc', pageSize: 100 })).list.map((o) => o.totalPence);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('exports the same orders as CSV, keeping formula-like text inert', async () => {
    const order = await transferOrder();
    await api.db.updateTable('orders').set({ poReference: '=HYPERLINK("x")' }).where('id', '=', order.id).execute();
    const answer = await api.app.inject({
      method: 'GET',
      url: `/api/staff/orderExport?search=${order.orderNo}`,
      headers: { token: sales.login.token },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^order_no,placed_at,po_reference,buyer,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${order.orderNo},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const refused = await api.app.inject({
      method: 'GET',
      url: '/api/staff/orderExport',
      headers: { token: buyer.login.token },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a bank transfer received', () => {
  it('leaves the rest due after a part payment, refuses more than is due, and pays the order with the rest', async () => {
    const order = await transferOrder();
    const part = await receive(order, 1000);
    expect(part.body.code).toBe(200);
    expect(part.body.data).toMatchObject({
      paymentState: 'awaitingTransfer',
      paidPence: 1000,
      duePence: order.totals.totalPence - 1000,
      version: order.version + 1,
    });
    expect(part.body.data.payments.find((p) => p.method === 'bankTransfer' && p.state === 'succeeded')).toMatchObject({
      amountPence: 1000,
      bankReference: 'BACS 1234',
      receivedOn: today(),
      recordedBy: 'sales@lihda.example',
    });

    // The buyer's /acPay lists what is left of it, and counts that in its sum.
    const outstanding = (await buyer.call<OutstandingAnswer>('pri/outstandingList')).body.data;
    expect(outstanding.list.find((o) => o.id === order.id)).toMatchObject({
      totalPence: order.totals.totalPence,
      leftPence: order.totals.totalPence - 1000,
    });
    expect(outstanding.totalPence).toBe(outstanding.list.reduce((sum, o) => sum + o.leftPence, 0));

    const tooMuch = await receive(part.body.data, order.totals.totalPence);
    expect(tooMuch.body.code).toBe(409);
    expect(tooMuch.body.msg).toMatch(/^That is more than is due: £/);

    const rest = await receive(part.body.data, order.totals.totalPence - 1000);
    expect(rest.body.data).toMatchObject({ paymentState: 'paid', duePence: 0 });
    expect((await buyerOrder(order.id)).paymentState).toBe('paid');
    const messages = await api.db
      .selectFrom('inboxMessages')
      .select('subjectEn')
      .where('orderId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(messages.map((m) => m.subjectEn)).toEqual([
      `Order ${order.orderNo} placed`,
      `Bank details for order ${order.orderNo}`,
      `Part payment received for order ${order.orderNo}`,
      `Payment received for order ${order.orderNo}`,
    ]);
    const [latest] = await auditRecords(api);
    expect(latest).toMatchObject({
      userEmail: 'sales@lihda.example',
      area: 'order',
      recordId: String(order.id),
      action: 'transferReceived',
    });
    expect(latest!.detail).toMatchObject({
      before: { paymentState: 'awaitingTransfer' },
      after: { paidOrders: [order.orderNo], duePence: 0 },
    });
    expect((await receive(rest.body.data, 1)).body).toMatchObject({ code: 409, msg: 'Nothing is due on this order.' });
  });

  it("pays every order of a team's transfer at once and closes the team payment", async () => {
    const admin = await logInAs(api, 'admin@acme.example');
    const a = await placeOrder(admin, [[parts[0]!.partNo, 1]]);
    const b = await placeOrder(admin, [[parts[1]!.partNo, 1]]);
    const started = (
      await admin.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [a.id, b.id], method: 'bankTransfer' })
    ).body.data;
    const first = await staffOrder(a.id);
    const paid = await receive(first, started.amountPence, started.reference);
    expect(paid.body.code).toBe(200);
    expect((await staffOrder(a.id)).paymentState).toBe('paid');
    expect((await staffOrder(b.id)).paymentState).toBe('paid');
    const team = await api.db
      .selectFrom('payments')
      .select('state')
      .where('id', '=', started.paymentId)
      .executeTakeFirstOrThrow();
    expect(team.state).toBe('replaced');
  });

  it('lets a card pay what is left after part of a transfer: one order, and a team payment', async () => {
    const order = await transferOrder();
    await receive(order, 1000);
    const card = (await buyer.call<PayStartAnswer>('pri/payStart', { id: order.id, method: 'card' })).body.data;
    expect(stripe.intents.get(intentOf(card.clientSecret))!.amount).toBe(order.totals.totalPence - 1000);
    expect(await succeed(intentOf(card.clientSecret))).toBe('handled');
    expect(await staffOrder(order.id)).toMatchObject({
      paymentState: 'paid',
      paidPence: order.totals.totalPence,
      duePence: 0,
    });

    const admin = await logInAs(api, 'admin@acme.example');
    const a = await placeOrder(admin, [[parts[0]!.partNo, 1]]);
    const b = await placeOrder(admin, [[parts[1]!.partNo, 2]]);
    const transfer = (
      await admin.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [a.id, b.id], method: 'bankTransfer' })
    ).body.data;
    const [first, second] = [await staffOrder(a.id), await staffOrder(b.id)];
    await receive(first, first.totals.totalPence + 500, transfer.reference);
    expect(await staffOrder(b.id)).toMatchObject({
      paymentState: 'awaitingTransfer',
      duePence: second.totals.totalPence - 500,
    });
    const payable = (await admin.call<TeamPayableAnswer>('pri/teamPayableList')).body.data.list;
    expect(payable.find((o) => o.id === b.id)).toMatchObject({
      totalPence: second.totals.totalPence,
      leftPence: second.totals.totalPence - 500,
    });
    const team = await admin.call<TeamPayStartAnswer>('pri/teamPayStart', { orderIds: [b.id], method: 'card' });
    expect(team.body.data.amountPence).toBe(second.totals.totalPence - 500);
    expect(await succeed(intentOf(team.body.data.clientSecret))).toBe('handled');
    expect(await staffOrder(b.id)).toMatchObject({
      paymentState: 'paid',
      paidPence: second.totals.totalPence,
      duePence: 0,
    });
  });

  it('refuses a day received in the future', async () => {
    const order = await transferOrder();
    const future = await sales.call('staff/orderTransferReceived', {
      id: order.id,
      version: order.version,
      amountPence: 100,
      receivedOn: '2999-01-01',
    });
    expect(future.body).toMatchObject({ code: 400, msg: 'The date received cannot be in the future.' });
  });
});

describe('dispatch and delivery', () => {
  it('refuses to dispatch an unpaid order', async () => {
    const order = await transferOrder();
    const refused = await sales.call('staff/orderDispatch', { id: order.id, version: order.version, ...tracking });
    expect(refused.body.code).toBe(409);
    expect(refused.body.msg).toMatch(/^This order is not paid yet/);
  });

  it('refuses a dispatch line of quantity 0 with a message in both languages', async () => {
    const order = await transferOrder();
    const paid = (await receive(order, order.totals.totalPence)).body.data;
    const zero = await sales.call('staff/orderDispatch', {
      id: order.id,
      version: paid.version,
      lines: '1:0',
      ...tracking,
    });
    expect(zero.body).toMatchObject({
      code: 400,
      msg: 'Write the lines to dispatch as line:quantity pairs separated by spaces, each quantity at least 1, such as 1:5 2:3.',
    });
    const zh = await sales.call(
      'staff/orderDispatch',
      { id: order.id, version: paid.version, lines: '2:3 1:0', ...tracking },
      { lang: 'zh-cn' },
    );
    expect(zh.body).toMatchObject({ code: 400, msg: expect.stringContaining('数量至少为 1') });
  });

  it('sends part of an order with tracking, then the rest, then marks it delivered; stock leaves reserved and shelf', async () => {
    const order = await transferOrder();
    const paid = (await receive(order, order.totals.totalPence)).body.data;
    const shelfBefore = await stockOf(parts[0]!.variantId);
    const half = await sales.call<StaffOrderDetail>('staff/orderDispatch', {
      id: order.id,
      version: paid.version,
      lines: '1:5',
      ...tracking,
    });
    expect(half.body.code).toBe(200);
    expect(half.body.data).toMatchObject({ deliveryState: 'partDispatched', stage: 'partDispatched' });
    expect(half.body.data.lines[0]).toMatchObject({ dispatchedQty: 5, reservedQty: 5 });
    expect(await stockOf(parts[0]!.variantId)).toBe(shelfBefore);

    const seen = await buyerOrder(order.id);
    expect(seen.stage).toBe('partDispatched');
    expect(seen.shipments).toEqual([
      expect.objectContaining({ ...tracking, lines: [{ lineNo: 1, partNo: parts[0]!.partNo, quantity: 5 }] }),
    ]);

    const early = await sales.call('staff/orderDelivered', { id: order.id, version: half.body.data.version });
    expect(early.body).toMatchObject({ code: 409, msg: 'Only a dispatched order can be marked delivered.' });
    const tooMany = await sales.call('staff/orderDispatch', {
      id: order.id,
      version: half.body.data.version,
      lines: '1:6',
      ...tracking,
    });
    expect(tooMany.body).toMatchObject({ code: 409, msg: 'Line 1 has only 5 left to dispatch.' });

    const rest = await sales.call<StaffOrderDetail>('staff/orderDispatch', {
      id: order.id,
      version: half.body.data.version,
      ...tracking,
      trackingNo: 'SECOND',
    });
    expect(rest.body.data).toMatchObject({ deliveryState: 'dispatched' });
    expect(rest.body.data.lines.map((l) => [l.dispatchedQty, l.reservedQty])).toEqual([
      [10, 0],
      [4, 0],
    ]);
    expect(rest.body.data.shipments).toHaveLength(2);
    const nothing = await sales.call('staff/orderDispatch', {
      id: order.id,
      version: rest.body.data.version,
      ...tracking,
    });
    expect(nothing.body).toMatchObject({ code: 409, msg: 'Everything on this order has been dispatched.' });

    const delivered = await sales.call<StaffOrderDetail>('staff/orderDelivered', {
      id: order.id,
      version: rest.body.data.version,
    });
    expect(delivered.body.data.deliveryState).toBe('delivered');
    const history = (await buyerOrder(order.id)).events.map((e) => e.kind);
    expect(history).toEqual([
      'placed',
      'awaitingTransfer',
      'paymentReceived',
      'partDispatched',
      'dispatched',
      'delivered',
    ]);
    const subjects = (
      await api.db.selectFrom('inboxMessages').select('bodyEn').where('orderId', '=', order.id).orderBy('id').execute()
    ).map((m) => m.bodyEn);
    expect(subjects.some((body) => body.includes(tracking.trackingUrl) && body.startsWith('Part of your order'))).toBe(
      true,
    );
    const audit = (await auditRecords(api)).filter((r) => r.recordId === String(order.id)).map((r) => r.action);
    expect(audit).toEqual(['delivered', 'dispatch', 'dispatch', 'transferReceived']);
  });

  it('lets one of two staff dispatching the same order at once win; the other is told', async () => {
    const order = await transferOrder();
    const paid = (await receive(order, order.totals.totalPence)).body.data;
    const admin = await logInAs(api, 'admin@lihda.example');
    const [one, two] = await Promise.all([
      sales.call('staff/orderDispatch', { id: order.id, version: paid.version, ...tracking }),
      admin.call('staff/orderDispatch', { id: order.id, version: paid.version, ...tracking }),
    ]);
    expect([one.body.code, two.body.code].sort()).toEqual([200, 409]);
    const loser = one.body.code === 409 ? one : two;
    expect(loser.body.msg).toMatch(/^Another member of staff changed this order a moment ago/);
    expect((await staffOrder(order.id)).shipments).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('returns reserved stock, marks a paid transfer for refund and tells the buyer; a dispatched order cannot be cancelled', async () => {
    const order = await transferOrder();
    const before = await stockOf(parts[0]!.variantId);
    const paid = (await receive(order, order.totals.totalPence)).body.data;
    const cancelled = await sales.call<StaffOrderDetail>('staff/orderCancel', {
      id: order.id,
      version: paid.version,
      reason: 'Customer asked',
    });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', refundState: 'toRefund', stage: 'cancelled' });
    expect(await stockOf(parts[0]!.variantId)).toBe(before + 10);
    const messages = await api.db
      .selectFrom('inboxMessages')
      .select(['subjectEn', 'bodyEn', 'bodyZh'])
      .where('orderId', '=', order.id)
      .orderBy('id', 'desc')
      .execute();
    const message = messages.find((m) => m.subjectEn.endsWith('cancelled'))!;
    expect(message.bodyEn).toContain('Reason given: "Customer asked". We will refund the £');
    expect(message.bodyZh).toContain('原因：“Customer asked”');
    // Paid, so invoiced: the cancellation's credit note takes back the whole invoice.
    const [note] = cancelled.body.data.creditNotes!;
    expect(note).toMatchObject({
      kind: 'cancellation',
      invoiceNo: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
      creditNoteNo: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      totalPence: order.totals.totalPence,
    });
    expect(messages[0]!.subjectEn).toBe(`Credit note ${note!.creditNoteNo} for order ${order.orderNo}`);
    const again = await sales.call('staff/orderDispatch', {
      id: order.id,
      version: cancelled.body.data.version,
      ...tracking,
    });
    expect(again.body).toMatchObject({ code: 409, msg: 'This order is cancelled.' });

    const sent = await transferOrder();
    const sentPaid = (await receive(sent, sent.totals.totalPence)).body.data;
    const dispatched = (
      await sales.call<StaffOrderDetail>('staff/orderDispatch', { id: sent.id, version: sentPaid.version, ...tracking })
    ).body.data;
    const refused = await sales.call('staff/orderCancel', {
      id: sent.id,
      version: dispatched.version,
      reason: 'Too late',
    });
    expect(refused.body).toMatchObject({
      code: 409,
      msg: 'Goods of this order have been dispatched: it can no longer be cancelled.',
    });
  });

  it("refunds a paid card order through Stripe's refund API", async () => {
    const placed = await placeOrder(buyer, [[parts[2]!.partNo, 1]], { paymentMethod: 'card' });
    const started = (await buyer.call<PayStartAnswer>('pri/payStart', { id: placed.id, method: 'card' })).body.data;
    const intentId = intentOf(started.clientSecret);
    expect(await succeed(intentId)).toBe('handled');
    const paid = await staffOrder(placed.id);
    expect(paid.paymentState).toBe('paid');
    const cancelled = await sales.call<StaffOrderDetail>('staff/orderCancel', {
      id: placed.id,
      version: paid.version,
      reason: 'Out of production',
    });
    expect(cancelled.body.data.refundState).toBe('refunded');
    expect(stripe.refunds).toContainEqual(
      expect.objectContaining({ payment_intent: intentId, amount: paid.totals.totalPence }),
    );
  });
});

describe('internal notes', () => {
  it('are kept for staff, audited, and never reach the buyer', async () => {
    const order = await transferOrder();
    const noted = await sales.call<StaffOrderDetail>('staff/orderNote', {
      id: order.id,
      version: order.version,
      body: 'Rang the buyer about lead time',
    });
    expect(noted.body.data.notes).toEqual([
      expect.objectContaining({ body: 'Rang the buyer about lead time', staffEmail: 'sales@lihda.example' }),
    ]);
    expect(JSON.stringify(await buyerOrder(order.id))).not.toContain('Rang the buyer');
    const long = await sales.call('staff/orderNote', {
      id: order.id,
      version: noted.body.data.version,
      body: 'x'.repeat(2001),
    });
    expect(long.body).toMatchObject({ code: 400, msg: 'Note cannot exceed 2000 characters' });
  });
});

describe('the change record of these actions', () => {
  it('records only fields the console has a name for: transfers, dispatch, delivery, cancelling and notes', async () => {
    const records = (await auditRecords(api)).filter((r) => r.area === 'order');
    expect(new Set(records.map((r) => r.action))).toEqual(
      new Set(['transferReceived', 'dispatch', 'delivered', 'cancel', 'note']),
    );
    expect(unnamedDetailKeys(records.map((r) => r.detail))).toEqual([]);
  });
});
