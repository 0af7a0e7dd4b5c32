import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '#contract/calls/company-statement.ts';
import type { CompanyCredit } from '#contract/calls/company-credit.ts';
import type { OrderDetail, PayStartAnswer } from '#contract/calls/orders.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { ukDay } from '#contract/format/dates.ts';
import { creditNoteNumberText, issueCreditNote } from '../../server/documents/credit-notes.ts';
import { renderMailAttachments } from '../../server/documents/mail-attachments.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { readPdf } from '../support/pdf-text.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

const WEBHOOK_SECRET = 'whsec_test_credit_notes';
let stripe: FakeStripe;
let api: TestApi;
let buyer: Buyer;
let acme: Buyer;
let sales: Buyer;
let parts: PartWithBreaks[];
let acmeId: number;

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
  acme = await logInAs(api, 'admin@acme.example');
  sales = await logInAs(api, 'sales@lihda.example');
  parts = (await partsWithBreaks(api, 12)).filter((p) => p.stock >= 20).slice(0, 4);
  expect(parts).toHaveLength(4);
  acmeId = (
    await api.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'admin@acme.example')
      .executeTakeFirstOrThrow()
  ).companyId!;
});
afterAll(async () => {
  await api.close();
  await stripe.close();
});

const YEAR = Number(ukDay().slice(0, 4));
const month = () => ukDay().slice(0, 7);
const staffOrder = async (id: number) => (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;
const lastNumber = async () =>
  (await api.db.selectFrom('creditNoteSequences').select('lastNumber').where('year', '=', YEAR).executeTakeFirst())
    ?.lastNumber ?? 0;
const download = (url: string, who: Buyer, lang = 'en') =>
  api.app.inject({ method: 'GET', url: `/api/${url}`, headers: { token: who.login.token, lang } });
const flat = (text: string) => text.replace(/\s+/g, '');

async function cardPaidOrder(lines: Array<[string, number]>) {
  const placed = await placeOrder(buyer, lines, { paymentMethod: 'card' });
  const started = (await buyer.call<PayStartAnswer>('pri/payStart', { id: placed.id, method: 'card' })).body.data;
  const intentId = started.clientSecret!.split('_secret_')[0]!;
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
  expect(answer.statusCode).toBe(200);
  return { ...(await staffOrder(placed.id)), intentId };
}

describe('a staff refund of lines', () => {
  it('issues a credit note naming the invoice and refunds its total to the card in the same request; buyer and staff download it in their languages', async () => {
    const order = await cardPaidOrder([
      [parts[0]!.partNo, 3],
      [parts[1]!.partNo, 2],
    ]);
    expect(order.paymentState).toBe('paid');
    const invoiceNo = (await buyer.call<OrderDetail>('pri/orderDetail', { id: order.id })).body.data.invoice!.invoiceNo;
    const next = (await lastNumber()) + 1;
    const line = order.lines[0]!;
    const refunded = await sales.call<StaffOrderDetail>('staff/orderCreditRefund', {
      id: order.id,
      version: order.version,
      lines: `${line.lineNo}:2`,
      reason: 'Two arrived bent',
    });
    expect(refunded.body.code, refunded.body.msg).toBe(200);
    const credit = 2 * line.unitPricePence;
    const vat = Math.floor((credit * order.totals.vatRatePercent + 50) / 100);
    const [note] = refunded.body.data.creditNotes!;
    expect(note).toMatchObject({
      creditNoteNo: creditNoteNumberText(YEAR, next),
      invoiceNo,
      kind: 'refund',
      totalPence: credit + vat,
    });
    expect(stripe.refunds).toContainEqual(
      expect.objectContaining({ payment_intent: order.intentId, amount: credit + vat }),
    );
    expect(refunded.body.data).toMatchObject({
      refundState: order.refundState,
      paidPence: order.totals.totalPence - credit - vat,
      duePence: 0,
    });

    // The buyer's page lists it; the buyer's message and e-mail carry it.
    expect((await buyer.call<OrderDetail>('pri/orderDetail', { id: order.id })).body.data.creditNotes).toEqual([note]);
    const message = await api.db
      .selectFrom('inboxMessages')
      .select(['subjectEn', 'bodyEn', 'bodyZh'])
      .where('orderId', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.subjectEn).toBe(`Credit note ${note!.creditNoteNo} for order ${order.orderNo}`);
    expect(message.bodyEn).toContain(`correcting invoice ${invoiceNo}`);
    expect(message.bodyEn).toContain('goes back to your card');
    expect(message.bodyZh).toContain(`发票 ${invoiceNo}`);
    const mail = await api.db
      .selectFrom('mailOutbox')
      .select('attachments')
      .where('template', '=', 'orderUpdate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.attachments).toEqual([{ kind: 'creditNote', creditNoteId: note!.id }]);
    const [attached] = await renderMailAttachments(api.db, mail.attachments, 'zh-cn');
    expect(attached!.filename).toBe(`credit-note-${note!.creditNoteNo}.pdf`);
    expect(flat((await readPdf(attached!.content)).text)).toContain(flat(`发票 ${invoiceNo} 的贷项通知单`));

    const file = await download(`pri/creditNotePdf?id=${note!.id}`, buyer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="credit-note-${note!.creditNoteNo}.pdf"`);
    const text = flat((await readPdf(file.rawPayload)).text);
    for (const shown of [
      'Creditnote',
      note!.creditNoteNo,
      `Creditnoteforinvoice${invoiceNo}`,
      order.orderNo,
      line.partNo,
      'Twoarrivedbent',
      `VATat${order.totals.vatRatePercent}%`,
      'Totalcredited(GBP)',
    ])
      expect(text).toContain(shown);
    const chinese = flat(
      (await readPdf((await download(`pri/creditNotePdf?id=${note!.id}`, buyer, 'zh-cn')).rawPayload)).text,
    );
    expect(chinese).toContain('贷项通知单编号');
    const staffCopy = await download(`staff/creditNotePdf?id=${note!.id}`, sales);
    expect(staffCopy.statusCode).toBe(200);
    // Another buyer's download is 404, as for a note that does not exist.
    expect((await download(`pri/creditNotePdf?id=${note!.id}`, acme)).statusCode).toBe(404);
  });

  it('takes back the rest at cancellation, so the notes add up to the invoice to the penny', async () => {
    const order = await cardPaidOrder([[parts[2]!.partNo, 3]]);
    const line = order.lines[0]!;
    const first = await sales.call<StaffOrderDetail>('staff/orderCreditRefund', {
      id: order.id,
      version: order.version,
      lines: `${line.lineNo}:1`,
      delivery: true,
      reason: 'Goodwill',
    });
    expect(first.body.code, first.body.msg).toBe(200);
    const cancelled = await sales.call<StaffOrderDetail>('staff/orderCancel', {
      id: order.id,
      version: first.body.data.version,
      reason: 'Buyer changed mind',
    });
    expect(cancelled.body.code, cancelled.body.msg).toBe(200);
    const notes = cancelled.body.data.creditNotes!;
    expect(notes.map((n) => n.kind)).toEqual(['refund', 'cancellation']);
    expect(notes.reduce((sum, n) => sum + n.totalPence, 0)).toBe(order.totals.totalPence);
    const vat = await api.db
      .selectFrom('creditNotes')
      .select((eb) => eb.fn.sum<string>('vatPence').as('vat'))
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(vat.vat)).toBe(order.totals.vatPence);
    // Every penny went back to the card, in two refunds.
    expect(
      stripe.refunds.filter((r) => r.payment_intent === order.intentId).reduce((sum, r) => sum + r.amount, 0),
    ).toBe(order.totals.totalPence);
  });

  it('refuses bad requests in both languages and writes nothing, nor uses a number', async () => {
    const order = await cardPaidOrder([[parts[3]!.partNo, 2]]);
    const before = await lastNumber();
    const line = order.lines[0]!;
    const tooMany = await sales.call(
      'staff/orderCreditRefund',
      { id: order.id, version: order.version, lines: `${line.lineNo}:3`, reason: 'x' },
      { lang: 'zh-cn' },
    );
    expect(tooMany.body).toMatchObject({ code: 400, msg: `第 ${line.lineNo} 行仅剩 2 件可贷记。` });
    const nothing = await sales.call('staff/orderCreditRefund', { id: order.id, version: order.version, reason: 'x' });
    expect(nothing.body).toMatchObject({
      code: 400,
      msg: 'Choose at least one line or the delivery charge to refund.',
    });
    const badLines = await sales.call('staff/orderCreditRefund', {
      id: order.id,
      version: order.version,
      lines: 'one',
      reason: 'x',
    });
    expect(badLines.body.code).toBe(400);
    expect(badLines.body.msg).toContain('line:quantity');
    const noReason = await sales.call('staff/orderCreditRefund', {
      id: order.id,
      version: order.version,
      lines: `${line.lineNo}:1`,
    });
    expect(noReason.body.code).toBe(400);
    const unpaid = await placeOrder(buyer, [[parts[3]!.partNo, 1]]);
    const unpaidDetail = await staffOrder(unpaid.id);
    const notInvoiced = await sales.call('staff/orderCreditRefund', {
      id: unpaid.id,
      version: unpaidDetail.version,
      lines: `${unpaidDetail.lines[0]!.lineNo}:1`,
      reason: 'x',
    });
    expect(notInvoiced.body).toMatchObject({
      code: 409,
      msg: 'This order has no VAT invoice yet, so there is nothing to credit.',
    });
    // Stripe refusing the refund rolls the credit note back with it.
    stripe.intents.get(order.intentId)!.status = 'canceled';
    const refused = await sales.call('staff/orderCreditRefund', {
      id: order.id,
      version: order.version,
      lines: `${line.lineNo}:1`,
      reason: 'x',
    });
    expect(refused.body.code).toBe(500);
    expect(await lastNumber()).toBe(before);
    expect(await api.db.selectFrom('creditNotes').select('id').where('orderId', '=', order.id).execute()).toEqual([]);
  });
});

describe('credit note numbers', () => {
  it('are given one at a time by transactions at once, none twice and none skipped, and a rolled-back one gives its number back', async () => {
    const orders: Array<Awaited<ReturnType<typeof cardPaidOrder>>> = [];
    for (let i = 0; i < 3; i++) orders.push(await cardPaidOrder([[parts[0]!.partNo, 4]]));
    const before = await lastNumber();
    await expect(
      api.db.transaction().execute(async (tx) => {
        await issueCreditNote(tx, orders[0]!.id, {
          kind: 'refund',
          reason: '',
          staffId: null,
          lines: [{ lineNo: orders[0]!.lines[0]!.lineNo, quantity: 1 }],
          delivery: false,
        });
        throw new Error('Stripe said no');
      }),
    ).rejects.toThrow('Stripe said no');
    expect(await lastNumber()).toBe(before);
    // Two issuers at once on each order, one unit each: eight notes, numbered without a gap.
    const issued = await Promise.all(
      [...orders, ...orders, ...orders.slice(0, 2)].map((o) =>
        api.db.transaction().execute((tx) =>
          issueCreditNote(tx, o.id, {
            kind: 'refund',
            reason: '',
            staffId: null,
            lines: [{ lineNo: o.lines[0]!.lineNo, quantity: 1 }],
            delivery: false,
          }),
        ),
      ),
    );
    const numbers = issued.map((n) => Number(n.creditNoteNo.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(issued.map((_, i) => before + i + 1));
    expect(await lastNumber()).toBe(before + issued.length);
    // The first order was asked for three units at once and had four: all three given, none beyond.
    const units = await api.db
      .selectFrom('creditNoteLines as l')
      .innerJoin('creditNotes as c', 'c.id', 'l.creditNoteId')
      .select((eb) => eb.fn.sum<string>('l.quantity').as('units'))
      .where('c.orderId', '=', orders[0]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(units.units)).toBe(3);
  });
});

describe('the money path on account', () => {
  it('order → invoice → partial refund → credit note → statement balance and credit used', async () => {
    const before = (await sales.call<Statement>('staff/companyStatement', { companyId: acmeId, month: month() })).body
      .data;
    const creditBefore = (await acme.call<CompanyCredit>('pri/companyCredit', {})).body.data;
    const { id, orderNo } = await placeOrder(acme, [[parts[1]!.partNo, 4]]);
    expect((await acme.call('pri/payStart', { id, method: 'account' })).body.code).toBe(200);
    const order = await staffOrder(id);
    const line = order.lines[0]!;
    const refund = await sales.call<StaffOrderDetail>('staff/orderCreditRefund', {
      id,
      version: order.version,
      lines: `${line.lineNo}:1`,
      reason: 'One short in the box',
    });
    expect(refund.body.code, refund.body.msg).toBe(200);
    const [note] = refund.body.data.creditNotes!;
    // Nothing was paid: the credit note lowers what is due, no money moves.
    expect(refund.body.data).toMatchObject({
      refundState: 'none',
      duePence: order.totals.totalPence - note!.totalPence,
    });
    const told = await api.db
      .selectFrom('inboxMessages')
      .select('bodyEn')
      .where('orderId', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(told.bodyEn).toContain('It reduces what is still to pay on the order.');

    const statement = (await sales.call<Statement>('staff/companyStatement', { companyId: acmeId, month: month() }))
      .body.data;
    const mine = statement.entries.filter((e) => e.orderNo === orderNo);
    expect(mine.map((e) => [e.kind, e.reference, e.debitPence, e.creditPence])).toEqual([
      ['invoice', note!.invoiceNo, order.totals.totalPence, 0],
      ['creditNote', note!.creditNoteNo, 0, note!.totalPence],
    ]);
    expect(statement.closingPence).toBe(before.closingPence + order.totals.totalPence - note!.totalPence);
    const credit = (await acme.call<CompanyCredit>('pri/companyCredit', {})).body.data;
    expect(credit.usedPence).toBe(creditBefore.usedPence + order.totals.totalPence - note!.totalPence);
    const statementPdf = await api.app.inject({
      method: 'GET',
      url: `/api/staff/companyStatementPdf?companyId=${acmeId}&month=${month()}`,
      headers: { token: sales.login.token, lang: 'en' },
    });
    expect(flat((await readPdf(statementPdf.rawPayload)).text)).toContain(
      flat(`Credit note ${note!.creditNoteNo} (order ${orderNo})`),
    );

    // The rest received by transfer settles it: nothing left on the statement for this order.
    const due = refund.body.data.duePence;
    const received = await sales.call<StaffOrderDetail>('staff/orderTransferReceived', {
      id,
      version: refund.body.data.version,
      amountPence: due,
      receivedOn: ukDay(),
      bankReference: 'BACS CN-1',
    });
    expect(received.body.code, received.body.msg).toBe(200);
    expect(received.body.data.paymentState).toBe('paid');
    const settled = (await sales.call<Statement>('staff/companyStatement', { companyId: acmeId, month: month() })).body
      .data;
    expect(settled.closingPence).toBe(before.closingPence);
    expect((await acme.call<CompanyCredit>('pri/companyCredit', {})).body.data.usedPence).toBe(creditBefore.usedPence);
  });
});
