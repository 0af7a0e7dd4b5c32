import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '#contract/calls/company-statement.ts';
import type { OrderReturns } from '#contract/calls/returns.ts';
import type { RestockingFees, StaffReturn, StaffReturnRow } from '#contract/calls/staff-returns.ts';
import type { PayStartAnswer } from '#contract/calls/orders.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { ukDay } from '#contract/format/dates.ts';
import type { FakeStripe } from '../support/fake-stripe.ts';
import { readPdf } from '../support/pdf-text.ts';
import { deliveredOnAccount, deliverAll } from './helpers/delivered-order.ts';
import { lastMailId } from './helpers/outbox-mark.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { deliverEvent, intentEvent, openApiWithFakeStripe } from './helpers/stripe-webhook.ts';
import type { TestApi } from './helpers/test-api.ts';

const WEBHOOK_SECRET = 'whsec_test_returns';
/** A real 1×1 PNG: its bytes say what it is. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let stripe: FakeStripe;
let api: TestApi;
let buyer: Buyer;
let acme: Buyer;
let sales: Buyer;
let admin: Buyer;
let parts: PartWithBreaks[];
let acmeId: number;

beforeAll(async () => {
  ({ api, stripe } = await openApiWithFakeStripe(WEBHOOK_SECRET));
  const logIn = (email: string) => logInAs(api, email);
  [buyer, acme, sales, admin] = await Promise.all([
    logIn('buyer@example.com'),
    logIn('admin@acme.example'),
    logIn('sales@lihda.example'),
    logIn('admin@lihda.example'),
  ]);
  parts = (await partsWithBreaks(api, 12)).filter((p) => p.stock >= 20).slice(0, 3);
  expect(parts).toHaveLength(3);
  const acmeAdmin = api.db.selectFrom('users').select('companyId').where('email', '=', 'admin@acme.example');
  acmeId = (await acmeAdmin.executeTakeFirstOrThrow()).companyId!;
});
afterAll(async () => {
  await api.close();
  await stripe.close();
});

const staffOrder = async (id: number) => (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;
const month = () => ukDay().slice(0, 7);
const flat = (text: string) => text.replace(/\s+/g, '');

const deliver = (id: number) => deliverAll(sales, id);
const onAccountDelivered = (lines: Array<[string, number]>) => deliveredOnAccount(acme, sales, lines);

/** The buyer's card order, paid through (the fake) Stripe, then delivered. */
async function deliveredByCard(lines: Array<[string, number]>) {
  const placed = await placeOrder(buyer, lines, { paymentMethod: 'card' });
  const started = (await buyer.call<PayStartAnswer>('pri/payStart', { id: placed.id, method: 'card' })).body.data;
  const intentId = started.clientSecret!.split('_secret_')[0]!;
  stripe.intents.get(intentId)!.status = 'succeeded';
  const paid = await deliverEvent(api, WEBHOOK_SECRET, intentEvent(stripe, 'payment_intent.succeeded', intentId));
  expect(paid.statusCode).toBe(200);
  return { ...(await deliver(placed.id)), intentId };
}

const ask = (who: Buyer, body: Record<string, unknown>, lang = 'en') =>
  who.call<OrderReturns>('pri/returnRequest', { reason: 'faulty', ...body }, { lang });
const staffReturn = async (id: number) => (await sales.call<StaffReturn>('staff/returnGet', { id })).body.data;

describe('a buyer asks to return lines of a delivered order', () => {
  it('only of an order they may see, only once delivered, and no more than was delivered less what is being returned', async () => {
    const { id } = await placeOrder(buyer, [[parts[0]!.partNo, 3]]);
    const line = (await staffOrder(id)).lines[0]!;
    // Not delivered yet: refused, in both languages.
    const early = await ask(buyer, { orderId: id, lines: `${line.lineNo}:1` }, 'zh-cn');
    expect(early.body).toMatchObject({ code: 409, msg: '订单送达后才能申请退货。' });
    const order = await deliveredByCard([[parts[0]!.partNo, 3]]);
    const lineNo = order.lines[0]!.lineNo;
    // Another company's buyer neither sees nor asks: 404, as for an order that does not exist.
    expect((await acme.call('pri/returnList', { orderId: order.id })).body.code).toBe(404);
    expect((await ask(acme, { orderId: order.id, lines: `${lineNo}:1` })).body.code).toBe(404);
    const tooMany = await ask(buyer, { orderId: order.id, lines: `${lineNo}:4` });
    expect(tooMany.body).toMatchObject({
      code: 400,
      msg: `Line ${lineNo}: at most 3 can be returned (delivered less what is already being returned).`,
    });
    const noLine = await ask(buyer, { orderId: order.id, lines: '99:1' }, 'zh-cn');
    expect(noLine.body).toMatchObject({ code: 400, msg: '订单行 99 不存在。' });
    const notPicture = await ask(buyer, {
      orderId: order.id,
      lines: `${lineNo}:1`,
      photo1: Buffer.from('just some words, not a photo').toString('base64'),
    });
    expect(notPicture.body).toMatchObject({ code: 400, msg: 'Photo 1 is not a JPEG, PNG or WebP picture.' });
    const badReason = await ask(buyer, { orderId: order.id, lines: `${lineNo}:1`, reason: 'bored' });
    expect(badReason.body.code).toBe(400);
    const longNote = await ask(buyer, { orderId: order.id, lines: `${lineNo}:1`, note: 'x'.repeat(1001) });
    expect(longNote.body.code).toBe(400);
    expect(await api.db.selectFrom('returns').select('id').where('orderId', '=', order.id).execute()).toEqual([]);

    const mailsBefore = await lastMailId(api);
    const asked = await ask(buyer, { orderId: order.id, lines: `${lineNo}:2`, note: 'Thread stripped', photo1: PNG });
    expect(asked.body.code, asked.body.msg).toBe(200);
    expect(asked.body.msg).toBe('Your return request has been sent.');
    expect(asked.body.data.returns).toMatchObject([
      {
        state: 'requested',
        returnNo: null,
        reason: 'faulty',
        note: 'Thread stripped',
        photoCount: 1,
        lines: [{ lineNo, quantity: 2 }],
      },
    ]);
    expect(asked.body.data.returnable).toEqual([{ lineNo, quantity: 1 }]);
    const again = await ask(buyer, { orderId: order.id, lines: `${lineNo}:2` });
    expect(again.body.msg).toContain('at most 1 can be returned');
    const told = await api.db
      .selectFrom('inboxMessages')
      .select(['subjectEn', 'subjectZh', 'bodyEn'])
      .where('orderId', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.subjectEn).toBe(`Return request for order ${order.orderNo} received`);
    expect(told.subjectZh).toBe(`已收到订单 ${order.orderNo} 的退货申请`);
    expect(told.bodyEn).toContain(`2 × ${order.lines[0]!.partNo}`);
    expect(told.bodyEn).toContain('(Faulty)');
    // Sales are told by e-mail in their language, with a link to the console's Returns section; the admin, not a salesperson, is not.
    const toStaff = await api.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'template', 'values'])
      .where('template', '=', 'staffNews')
      .where('id', '>', mailsBefore)
      .execute();
    expect(toStaff).toEqual([
      {
        recipient: 'sales@lihda.example',
        template: 'staffNews',
        values: {
          section: 'returns',
          subject: {
            en: `Return asked for on order ${order.orderNo} by Alex Morgan`,
            zh: `Alex Morgan 申请退回订单 ${order.orderNo} 的货物`,
          },
          body: {
            en: `Alex Morgan asks to return 2 × ${order.lines[0]!.partNo} of order ${order.orderNo} (Faulty). Approve or refuse it in the console's Returns section.`,
            zh: `Alex Morgan 申请退回订单 ${order.orderNo} 中的 2 × ${order.lines[0]!.partNo}（有缺陷）。请在控制台的“退货”栏目中批准或拒绝。`,
          },
        },
      },
    ]);

    // Staff see the photo as sent, its type read from its bytes.
    const returnId = asked.body.data.returns[0]!.id;
    const photo = await api.app.inject({
      method: 'GET',
      url: `/api/staff/returnPhoto?id=${returnId}&position=1`,
      headers: { token: sales.login.token },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const buyersTry = await api.app.inject({
      method: 'GET',
      url: `/api/staff/returnPhoto?id=${returnId}&position=1`,
      headers: { token: buyer.login.token },
    });
    expect(buyersTry.statusCode).toBe(403);

    // A refused return gives its quantities back; a second refusal is a bad move.
    const refused = await sales.call<StaffReturn>('staff/returnRefuse', {
      id: returnId,
      version: 0,
      message: 'The thread was damaged by fitting',
    });
    expect(refused.body.code, refused.body.msg).toBe(200);
    expect(refused.body.data.state).toBe('refused');
    const twice = await sales.call('staff/returnApprove', { id: returnId, version: 1, returnAddress: 'Dock 2' });
    expect(twice.body).toMatchObject({ code: 409, msg: 'This return is refused: it cannot be approved now.' });
    const list = (await buyer.call<OrderReturns>('pri/returnList', { orderId: order.id })).body.data;
    expect(list.returnable).toEqual([{ lineNo, quantity: 3 }]);
    expect(list.returns[0]).toMatchObject({ state: 'refused', staffMessage: 'The thread was damaged by fitting' });
  });
});

describe('the whole path of a return', () => {
  it('request → approve (returns number and address) → receive part → credit note less the restocking fee → statement balance', async () => {
    const fees = await admin.call<RestockingFees>('staff/restockingFeesSave', {
      wrongPart: 10,
      faulty: 0,
      notAsDescribed: 0,
    });
    expect(fees.body.code, fees.body.msg).toBe(200);
    expect(fees.body.data.fees).toContainEqual({ reason: 'wrongPart', percent: 10 });
    // Sales read the fees but may not change them; an audit row records the change.
    expect((await sales.call('staff/restockingFeesSave', { wrongPart: 0, faulty: 0, notAsDescribed: 0 })).status).toBe(
      403,
    );
    const tooHigh = await admin.call(
      'staff/restockingFeesSave',
      { wrongPart: 51, faulty: 0, notAsDescribed: 0 },
      { lang: 'zh-cn' },
    );
    expect(tooHigh.body.code).toBe(400);
    expect(
      await api.db.selectFrom('editorChanges').select('summary').where('recordId', '=', 'restockingFees').execute(),
    ).not.toEqual([]);

    const order = await onAccountDelivered([
      [parts[1]!.partNo, 4],
      [parts[2]!.partNo, 2],
    ]);
    const [first, second] = order.lines;
    const asked = await ask(acme, {
      orderId: order.id,
      lines: `${first!.lineNo}:3 ${second!.lineNo}:1`,
      reason: 'wrongPart',
    });
    expect(asked.body.code, asked.body.msg).toBe(200);
    const returnId = asked.body.data.returns[0]!.id;
    const rows = (await sales.call<{ returns: StaffReturnRow[] }>('staff/returnList', { state: 'requested' })).body
      .data;
    expect(rows.returns.map((r) => r.id)).toContain(returnId);

    // Receiving before approval is a bad move; a stale version is refused.
    expect(
      (await sales.call('staff/returnReceive', { id: returnId, version: 0, received: `${first!.lineNo}:1` })).body.code,
    ).toBe(409);
    const approved = await sales.call<StaffReturn>('staff/returnApprove', {
      id: returnId,
      version: 0,
      returnAddress: 'Lihda Group returns\nUnit 4, Example Park\nBirmingham B1 1AA',
      message: 'Please pack them in the original bags.',
    });
    expect(approved.body.code, approved.body.msg).toBe(200);
    const returnNo = approved.body.data.returnNo!;
    expect(returnNo).toMatch(new RegExp(`^RMA-${ukDay().slice(0, 4)}-\\d{6}$`));
    const approvedMessage = await api.db
      .selectFrom('inboxMessages')
      .select(['subjectEn', 'bodyEn', 'bodyZh'])
      .where('orderId', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(approvedMessage.subjectEn).toBe(`Return ${returnNo} approved for order ${order.orderNo}`);
    expect(approvedMessage.bodyEn).toContain('Unit 4, Example Park');
    expect(approvedMessage.bodyZh).toContain(`请在包裹上注明 ${returnNo}`);

    const before = (await sales.call<Statement>('staff/companyStatement', { companyId: acmeId, month: month() })).body
      .data;
    const stockBefore = await api.db
      .selectFrom('variants')
      .select('stock')
      .where('partNo', '=', parts[1]!.partNo)
      .executeTakeFirstOrThrow();
    const tooMany = await sales.call('staff/returnReceive', {
      id: returnId,
      version: 1,
      received: `${first!.lineNo}:4`,
    });
    expect(tooMany.body).toMatchObject({
      code: 400,
      msg: `Line ${first!.lineNo}: 3 were asked to be returned, so at most 3 can be received.`,
    });
    const resellMore = await sales.call('staff/returnReceive', {
      id: returnId,
      version: 1,
      received: `${first!.lineNo}:2`,
      resaleable: `${first!.lineNo}:3`,
    });
    expect(resellMore.body.code).toBe(400);
    // Two of three came back, one fit to resell; the other line never came.
    const received = await sales.call<StaffReturn>('staff/returnReceive', {
      id: returnId,
      version: 1,
      received: `${first!.lineNo}:2`,
      resaleable: `${first!.lineNo}:1`,
    });
    expect(received.body.code, received.body.msg).toBe(200);
    expect(received.body.data).toMatchObject({ state: 'received', restockingFeePercent: 10 });
    const note = received.body.data.creditNote!;
    const lines = 2 * first!.unitPricePence;
    const fee = Math.floor((lines * 10 + 50) / 100);
    const vat = Math.floor(((lines - fee) * order.totals.vatRatePercent + 50) / 100);
    expect(note.totalPence).toBe(lines - fee + vat);
    const stored = await api.db
      .selectFrom('creditNotes')
      .selectAll()
      .where('id', '=', note.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      kind: 'return',
      reason: returnNo,
      subtotalPence: lines,
      restockingFeePence: fee,
      vatPence: vat,
    });
    const stockAfter = await api.db
      .selectFrom('variants')
      .select('stock')
      .where('partNo', '=', parts[1]!.partNo)
      .executeTakeFirstOrThrow();
    expect(stockAfter.stock).toBe(stockBefore.stock + 1);

    // On account and unpaid: the credit note lowers what is due, and the statement's balance.
    const detail = await staffOrder(order.id);
    expect(detail.duePence).toBe(order.totals.totalPence - note.totalPence);
    const statement = (await sales.call<Statement>('staff/companyStatement', { companyId: acmeId, month: month() }))
      .body.data;
    expect(
      statement.entries.filter((e) => e.orderNo === order.orderNo).map((e) => [e.kind, e.reference, e.creditPence]),
    ).toContainEqual(['creditNote', note.creditNoteNo, note.totalPence]);
    expect(statement.closingPence).toBe(before.closingPence - note.totalPence);

    // The buyer sees it on the order's page, and the credit note prints the fee.
    const seen = (await acme.call<OrderReturns>('pri/returnList', { orderId: order.id })).body.data;
    expect(seen.returns[0]).toMatchObject({
      state: 'received',
      returnNo,
      creditNote: { creditNoteNo: note.creditNoteNo },
    });
    // What did not come back may be asked again; what came back may not.
    expect(seen.returnable).toEqual([
      { lineNo: first!.lineNo, quantity: 2 },
      { lineNo: second!.lineNo, quantity: 2 },
    ]);
    const pdf = await api.app.inject({
      method: 'GET',
      url: `/api/pri/creditNotePdf?id=${note.id}`,
      headers: { token: acme.login.token, lang: 'en' },
    });
    const text = flat((await readPdf(pdf.rawPayload)).text);
    expect(text).toContain(flat(`Goods returned: ${returnNo}`));
    expect(text).toContain('Lessrestockingfee');
    const receivedMessage = await api.db
      .selectFrom('inboxMessages')
      .select('subjectEn')
      .where('orderId', '=', order.id)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(receivedMessage.map((m) => m.subjectEn)).toContain(`Return ${returnNo} received`);
    await admin.call('staff/restockingFeesSave', { wrongPart: 15, faulty: 0, notAsDescribed: 0 });
  });

  it('a card order: the credit note goes back to the card through Stripe', async () => {
    const order = await deliveredByCard([[parts[2]!.partNo, 2]]);
    const lineNo = order.lines[0]!.lineNo;
    const asked = await ask(buyer, { orderId: order.id, lines: `${lineNo}:1` });
    const returnId = asked.body.data.returns[0]!.id;
    await sales.call('staff/returnApprove', { id: returnId, version: 0, returnAddress: 'Dock 2' });
    const received = await sales.call<StaffReturn>('staff/returnReceive', {
      id: returnId,
      version: 1,
      received: `${lineNo}:1`,
    });
    expect(received.body.code, received.body.msg).toBe(200);
    const note = received.body.data.creditNote!;
    expect(stripe.refunds).toContainEqual(
      expect.objectContaining({ payment_intent: order.intentId, amount: note.totalPence }),
    );
  });

  it('two receives at once make one credit note', async () => {
    const order = await onAccountDelivered([[parts[1]!.partNo, 2]]);
    const lineNo = order.lines[0]!.lineNo;
    const returnId = (await ask(acme, { orderId: order.id, lines: `${lineNo}:2` })).body.data.returns[0]!.id;
    await sales.call('staff/returnApprove', { id: returnId, version: 0, returnAddress: 'Dock 2' });
    const both = await Promise.all(
      [1, 2].map(() => sales.call('staff/returnReceive', { id: returnId, version: 1, received: `${lineNo}:2` })),
    );
    expect(both.map((b) => b.body.code).sort()).toEqual([200, 409]);
    expect(await api.db.selectFrom('creditNotes').select('id').where('orderId', '=', order.id).execute()).toHaveLength(
      1,
    );
    expect((await staffReturn(returnId)).state).toBe('received');
  });
});
