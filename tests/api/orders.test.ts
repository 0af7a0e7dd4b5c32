import { dueDate } from '#contract/rules/due-date.ts';
import { ukDay } from '#contract/format/dates.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CheckoutTotals,
  OrderCreateAnswer,
  OrderDetail,
  PaymentOptions,
  PayStartAnswer,
} from '#contract/calls/orders.ts';
import type { Address } from '#contract/calls/addresses.ts';
import type { Basket } from '#contract/calls/basket.ts';
import {
  addAddress,
  logInAs,
  partsWithBreaks,
  placeOrder,
  UK_ADDRESS,
  type Buyer,
  type PartWithBreaks,
} from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let buyer: Buyer;
let companyAdmin: Buyer;
let parts: PartWithBreaks[];

beforeAll(async () => {
  api = await openTestApi();
  buyer = await logInAs(api, 'buyer@example.com');
  companyAdmin = await logInAs(api, 'admin@acme.example');
  parts = await partsWithBreaks(api, 3);
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.deleteFrom('basketLines').execute();
});

const part = (i: number) => parts[i]!;
const basket = async (who = buyer) => (await who.call<Basket>('pri/basketList')).body.data;
const detail = (id: number, who = buyer) => who.call<OrderDetail>('pri/orderDetail', { id });
const orderCount = async () =>
  Number(
    (
      await api.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stockOf = async (variantId: number) =>
  (await api.db.selectFrom('variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock;

describe('addresses', () => {
  it('writes a UK postcode in the standard form and makes the first address of a kind the default', async () => {
    const first = await addAddress(buyer, { postcode: 'sw1a1aa' });
    expect(first).toMatchObject({ kind: 'delivery', postcode: 'SW1A 1AA', country: 'GB', isDefault: true });
    const second = await addAddress(buyer, { postcode: 'M1 1AE' });
    expect(second.isDefault).toBe(false);
    const third = await addAddress(buyer, { postcode: 'B33 8TH', makeDefault: true });
    const { list } = (await buyer.call<{ list: Address[] }>('pri/addressList')).body.data;
    expect(list.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);
    expect(list[0]!.id).toBe(third.id);
  });

  it('refuses a bad UK postcode, a country we do not deliver to and a missing town, with the field named', async () => {
    const postcode = await buyer.call('pri/addressAdd', { ...UK_ADDRESS, postcode: '12345' });
    expect(postcode.body).toMatchObject({
      code: 400,
      msg: 'Enter a valid UK postcode, such as SW1A 1AA',
      data: { field: 'postcode' },
    });
    const country = await buyer.call('pri/addressAdd', { ...UK_ADDRESS, country: 'XX' });
    expect(country.body.code).toBe(400);
    expect(country.body.msg).toMatch(/^Country must be one of: GB, IE/);
    const town = await buyer.call('pri/addressAdd', { ...UK_ADDRESS, town: '  ' });
    expect(town.body).toMatchObject({ code: 400, msg: 'Please enter your town or city', data: { field: 'town' } });
  });

  it('keeps a foreign postcode as typed', async () => {
    const address = await addAddress(buyer, { country: 'DE', postcode: '10115', town: 'Berlin' });
    expect(address).toMatchObject({ country: 'DE', postcode: '10115' });
  });
});

describe('checkoutTotals', () => {
  it("charges UK VAT for the UK and no VAT with the EU zone's delivery abroad", async () => {
    await buyer.call('pri/basketAdd', { partNo: part(0).partNo, quantity: 1 });
    const uk = await addAddress(buyer);
    const france = await addAddress(buyer, { country: 'FR', postcode: '75001', town: 'Paris' });
    const { delivery, ...home } = (await buyer.call<CheckoutTotals>('pri/checkoutTotals', { deliveryAddressId: uk.id }))
      .body.data;
    const abroad = (await buyer.call<CheckoutTotals>('pri/checkoutTotals', { deliveryAddressId: france.id })).body.data;
    // The basket estimates for the buyer's default delivery address, the first added.
    expect(home).toEqual((await basket()).totals);
    expect(delivery).toEqual((await basket()).delivery);
    expect(abroad).toMatchObject({
      subtotalPence: home.subtotalPence,
      deliveryPence: 3500,
      vatRatePercent: 0,
      vatPence: 0,
      totalPence: home.subtotalPence + 3500,
    });
  });

  it("answers 404 for another buyer's address", async () => {
    const theirs = await addAddress(companyAdmin);
    const { status, body } = await buyer.call('pri/checkoutTotals', { deliveryAddressId: theirs.id });
    expect(status).toBe(404);
    expect(body.msg).toBe('There is no such address.');
  });
});

describe('orderCreate', () => {
  it('makes the basket an order: snapshot lines, totals, addresses, stock taken, basket emptied, inbox written', async () => {
    const [a, b] = [part(0), part(1)];
    await api.db.updateTable('variants').set({ stock: 10 }).where('id', '=', a.variantId).execute();
    await buyer.call('pri/basketAdd', { partNo: a.partNo, quantity: 2 });
    await buyer.call('pri/basketAdd', { partNo: b.partNo, quantity: b.stock + 5 });
    await buyer.call('pri/basketUpdate', { partNo: a.partNo, reference: 'Press 3' });
    await buyer.call('pri/basketAdd', { partNo: part(2).partNo, quantity: 1 });
    await buyer.call('pri/basketSave', { partNo: part(2).partNo, saved: true });
    const before = await basket();
    const stockA = await stockOf(a.variantId);
    const address = await addAddress(buyer);
    const { body } = await buyer.call<OrderCreateAnswer>('pri/orderCreate', {
      idempotencyKey: 'checkout-first-1',
      deliveryAddressId: address.id,
      invoiceAddressId: address.id,
      poReference: 'PO-4471',
      paymentMethod: 'bankTransfer',
      expectedTotalPence: before.totals.totalPence,
    });
    expect(body.code).toBe(200);
    expect(body.data.orderNo).toMatch(/^LG-\d{6}$/);

    const order = (await detail(body.data.id)).body.data;
    expect(order).toMatchObject({
      orderNo: body.data.orderNo,
      status: 'placed',
      poReference: 'PO-4471',
      paymentMethod: 'bankTransfer',
      paymentState: 'unpaid',
      paidAt: null,
      dueAt: null,
    });
    const { freeDeliveryFromPence: _free, ...totals } = before.totals;
    expect(order.totals).toEqual(totals);
    expect(order.lines.map((l) => [l.lineNo, l.partNo, l.quantity, l.unitPricePence, l.reference])).toEqual(
      before.lines.map((l, i) => [i + 1, l.partNo, l.quantity, l.unitPricePence, l.reference]),
    );
    expect(order.deliveryAddress).toMatchObject({ line1: UK_ADDRESS.line1, postcode: 'S1 2HH' });
    expect(order.bankDetails).toMatchObject({ sortCode: '12-34-56', reference: body.data.orderNo });

    // Stock: all of a's two; of b, more than there is, an unpaid order holds at most half the shelf
    // (server/shop/stock-holds.ts: no one account's unpaid orders empty it), the rest follows.
    const half = Math.floor(b.stock / 2);
    expect(order.lines.map((l) => l.reservedQty)).toEqual([2, half]);
    expect(stockA).toBe(10);
    expect(await stockOf(a.variantId)).toBe(8);
    expect(await stockOf(b.variantId)).toBe(b.stock - half);

    const after = await basket();
    expect(after.lines).toEqual([]);
    expect(after.saved.map((l) => l.partNo)).toEqual([part(2).partNo]);
    const inbox = await api.db
      .selectFrom('inboxMessages')
      .select(['subjectEn', 'subjectZh', 'kind'])
      .where('orderId', '=', body.data.id)
      .execute();
    expect(inbox).toEqual([
      { subjectEn: `Order ${body.data.orderNo} placed`, subjectZh: `订单 ${body.data.orderNo} 已提交`, kind: 'order' },
    ]);
    for (const p of [a, b])
      await api.db.updateTable('variants').set({ stock: p.stock }).where('id', '=', p.variantId).execute();
  });

  it('makes one order for a retried or doubled request with the same key', async () => {
    await buyer.call('pri/basketAdd', { partNo: part(0).partNo, quantity: 1 });
    const address = await addAddress(buyer);
    const total = (await basket()).totals.totalPence;
    const request = {
      idempotencyKey: 'double-click-key',
      deliveryAddressId: address.id,
      invoiceAddressId: address.id,
      paymentMethod: 'bankTransfer',
      expectedTotalPence: total,
    };
    const countBefore = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buyer.call<OrderCreateAnswer>('pri/orderCreate', request)),
    );
    expect(answers.map((a) => a.body.code)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const retry = await buyer.call<OrderCreateAnswer>('pri/orderCreate', request);
    expect(retry.body.data).toEqual(answers[0]!.body.data);
    expect(await orderCount()).toBe(countBefore + 1);
  });

  it('refuses an empty basket', async () => {
    const address = await addAddress(buyer);
    const { status, body } = await buyer.call('pri/orderCreate', {
      idempotencyKey: 'empty-basket',
      deliveryAddressId: address.id,
      invoiceAddressId: address.id,
      paymentMethod: 'bankTransfer',
      expectedTotalPence: 0,
    });
    expect(status).toBe(409);
    expect(body.msg).toBe('Your basket is empty.');
  });

  it('changes nothing when the total moved, or an address is not the buyer’s', async () => {
    await buyer.call('pri/basketAdd', { partNo: part(0).partNo, quantity: 3 });
    const mine = await addAddress(buyer);
    const theirs = await addAddress(companyAdmin);
    const total = (await basket()).totals.totalPence;
    const stock = await stockOf(part(0).variantId);
    const countBefore = await orderCount();
    const moved = await buyer.call('pri/orderCreate', {
      idempotencyKey: 'moved-total',
      deliveryAddressId: mine.id,
      invoiceAddressId: mine.id,
      paymentMethod: 'bankTransfer',
      expectedTotalPence: total - 1,
    });
    expect(moved.body).toMatchObject({
      code: 409,
      msg: 'Prices or delivery have changed since you looked. Please check the new total and confirm again.',
      data: { totals: { totalPence: total } },
    });
    const stolen = await buyer.call('pri/orderCreate', {
      idempotencyKey: 'their-address',
      deliveryAddressId: mine.id,
      invoiceAddressId: theirs.id,
      paymentMethod: 'bankTransfer',
      expectedTotalPence: total,
    });
    expect(stolen.status).toBe(404);
    expect(await orderCount()).toBe(countBefore);
    expect(await stockOf(part(0).variantId)).toBe(stock);
    expect((await basket()).lines.map((l) => l.quantity)).toEqual([3]);
  });

  it('validates its fields', async () => {
    const address = await addAddress(buyer);
    const base = {
      idempotencyKey: 'valid-key-1',
      deliveryAddressId: address.id,
      invoiceAddressId: address.id,
      paymentMethod: 'bankTransfer',
      expectedTotalPence: 1,
    };
    expect((await buyer.call('pri/orderCreate', { ...base, poReference: 'P'.repeat(26) })).body.msg).toBe(
      'Purchase order reference cannot exceed 25 characters',
    );
    expect((await buyer.call('pri/orderCreate', { ...base, idempotencyKey: 'short' })).body.msg).toBe(
      'Idempotency key must be at least 8 characters',
    );
    expect((await buyer.call('pri/orderCreate', { ...base, paymentMethod: 'cash' })).body.msg).toBe(
      'Payment method must be one of: card, bankTransfer, account',
    );
    expect((await buyer.call('pri/orderCreate', { ...base, shipToMoon: true })).body.msg).toBe(
      'Unknown field: shipToMoon',
    );
  });
});

describe('payment options and starting a payment', () => {
  it('offers on account only to a company approved for credit, and card only when Stripe is set up', async () => {
    expect((await buyer.call<PaymentOptions>('pri/paymentOptions')).body.data).toEqual({
      card: false,
      account: false,
      bankTransfer: true,
      stripePublishableKey: null,
      approvalAbovePence: null,
    });
    // The footer asks the same at build time, logged out.
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/unpri/acceptedPayments', payload: {} })).json().data,
    ).toEqual({ card: false });
    expect((await companyAdmin.call<PaymentOptions>('pri/paymentOptions')).body.data.account).toBe(true);
    const { id } = await placeOrder(buyer, [[part(0).partNo, 1]]);
    const refused = await buyer.call('pri/payStart', { id, method: 'account' });
    expect(refused.body).toMatchObject({
      code: 403,
      msg: 'Paying on account is for company accounts approved for credit.',
    });
    const card = await buyer.call('pri/payStart', { id, method: 'card' });
    expect(card.body).toMatchObject({ code: 409, msg: 'Card payments are not set up on this shop.' });
    expect((await detail(id)).body.data.paymentState).toBe('unpaid');
  });

  it('bank transfer: the order awaits the transfer, and asking again changes nothing', async () => {
    const { id } = await placeOrder(buyer, [[part(0).partNo, 1]]);
    const started = await buyer.call<PayStartAnswer>('pri/payStart', { id, method: 'bankTransfer' });
    expect(started.body.data).toEqual({
      paymentState: 'awaitingTransfer',
      clientSecret: null,
      stripePublishableKey: null,
    });
    expect(
      (await buyer.call<PayStartAnswer>('pri/payStart', { id, method: 'bankTransfer' })).body.data.paymentState,
    ).toBe('awaitingTransfer');
    const payments = await api.db
      .selectFrom('payments')
      .select(['method', 'state'])
      .where('orderId', '=', id)
      .execute();
    expect(payments).toEqual([{ method: 'bankTransfer', state: 'awaitingTransfer' }]);
  });

  it("on account: invoiced, due under the company's terms (30 days after the end of the month), with a message in the inbox", async () => {
    const { id, orderNo } = await placeOrder(companyAdmin, [[part(1).partNo, 2]], { paymentMethod: 'account' });
    const started = await companyAdmin.call<PayStartAnswer>('pri/payStart', { id, method: 'account' });
    expect(started.body.data.paymentState).toBe('onAccount');
    const order = (await detail(id, companyAdmin)).body.data;
    expect(order.paymentState).toBe('onAccount');
    expect(ukDay(new Date(order.dueAt!))).toBe(ukDay(dueDate(new Date(order.createdAt), 'eom30')));
    const messages = await api.db
      .selectFrom('inboxMessages')
      .select('subjectEn')
      .where('orderId', '=', id)
      .orderBy('id')
      .execute();
    expect(messages.map((m) => m.subjectEn)).toEqual([
      `Order ${orderNo} placed`,
      `Order ${orderNo} invoiced to your account`,
    ]);
  });

  it("answers 404 for another buyer's order, to every call", async () => {
    const { id } = await placeOrder(companyAdmin, [[part(0).partNo, 1]]);
    for (const [path, body] of [
      ['pri/orderDetail', { id }],
      ['pri/payStart', { id, method: 'bankTransfer' }],
    ] as const) {
      const answer = await buyer.call(path, body);
      expect(answer.status).toBe(404);
      expect(answer.body.msg).toBe('There is no such order.');
    }
    expect((await detail(id, companyAdmin)).body.data.paymentState).toBe('unpaid');
  });
});
