import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerCredit } from '#contract/calls/company-credit.ts';
import type { Statement } from '#contract/calls/company-statement.ts';
import type { InboxPage, MsgDetailAnswer } from '#contract/calls/messages.ts';
import type { OrderDetail, PayStartAnswer } from '#contract/calls/orders.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { ukDay } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/connect.ts';
import { eventually } from '../api/helpers/eventually.ts';
import { logInAs, placeOrder, type Buyer } from '../api/helpers/shop.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { readPdf } from '../support/pdf-text.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { postgresServer, seededDatabase } from '../support/throwaway-postgres.ts';

/**
 * The whole money path on a real `npm run serve:api` process over PostgreSQL, mailing through a real
 * SMTP server and taking cards through Stripe's edge (tests/support/fake-stripe.ts): an order is
 * invoiced, dispatched and partly refunded, and the invoice, the credit note that corrects it, the
 * e-mails, the inbox and the company's statement must agree to the penny (docs/documents.md).
 */
const WEBHOOK_SECRET = 'whsec_system_money_path';
const TRACKING = { carrier: 'DPD', trackingNo: '15509876543210', trackingUrl: 'https://track.dpd.co.uk/parcels/1550' };
let server: Awaited<ReturnType<typeof postgresServer>>;
let database: Awaited<ReturnType<typeof seededDatabase>>;
let direct: OpenDatabase;
let smtp: SmtpSink;
let stripe: FakeStripe;
let api: ApiProcess;
let sales: Buyer;

beforeAll(async () => {
  [smtp, stripe, server] = await Promise.all([startSmtpSink(), startFakeStripe(), postgresServer()]);
  database = await seededDatabase(server.url);
  direct = await openDatabase({ kind: 'postgres', url: database.url });
  api = await startApiProcess({ databaseUrl: database.url }, 120_000, {
    SMTP_URL: smtp.url,
    SITE_URL: 'https://shop.lihda.example',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
  sales = await logInAs(api, 'sales@lihda.example');
});

afterAll(async () => {
  await api?.end('SIGTERM');
  await direct?.close();
  await database?.drop();
  await server?.release();
  await Promise.all([smtp?.close(), stripe?.close()]);
});

const YEAR = ukDay().slice(0, 4);
const month = () => ukDay().slice(0, 7);
/** pdf.js puts its own spaces and line breaks between a document's runs: compare without them. */
const flat = (text: string) => text.replace(/\s+/g, '');
/** VAT as the shop rounds it: half a penny up (contract/rules/vat.ts). */
const vatOf = (pence: number, ratePercent: number) => Math.floor((pence * ratePercent + 50) / 100);

/** Parts the demo holds plenty of, so every quantity ships at once (the seed is the test's own database). */
async function stockedParts(count: number): Promise<string[]> {
  const rows = await direct.db
    .selectFrom('variants')
    .select('partNo')
    .where('stock', '>', 100)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((r) => r.partNo);
}

/** A GET download of the API as the signed-in caller, in a language. */
async function download(path: string, who: Buyer, lang: string): Promise<Uint8Array> {
  const response = await fetch(`${api.url}/api/${path}`, { headers: { token: who.login.token, lang } });
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
  return new Uint8Array(await response.arrayBuffer());
}
const pdfText = async (bytes: Uint8Array) => flat((await readPdf(bytes)).text);

/** The e-mail the SMTP server took for an address with this subject, once the outbox has sent it. */
function mailArrived(to: string, subject: string) {
  return eventually(`the e-mail "${subject}" to ${to}`, () =>
    smtp.received.find((mail) => mail.envelopeTo.includes(to) && mail.parsed.subject === subject),
  );
}

/** The buyer's inbox message with this subject, opened as the buyer opens it. */
async function inboxMessage(who: Buyer, subject: string, lang = 'en'): Promise<MsgDetailAnswer> {
  const page = (await who.call<InboxPage>('pri/msgList', { pageSize: 50 }, { lang })).body.data;
  const item = page.list.find((message) => message.subject === subject);
  expect(item, `inbox message "${subject}" among ${page.list.map((m) => m.subject).join(' | ')}`).toBeDefined();
  return (await who.call<MsgDetailAnswer>('pri/msgDetail', { id: item!.id }, { lang })).body.data;
}

/** Stripe's side of a card payment: the intent succeeds and Stripe's signed event reaches the shop's webhook. */
async function cardPaid(intentId: string): Promise<void> {
  const intent = stripe.intents.get(intentId)!;
  intent.status = 'succeeded';
  const payload = JSON.stringify({
    id: `evt_ok_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { ...intent, object: 'payment_intent' } },
  });
  const response = await fetch(`${api.url}/api/unpri/stripeWebhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
  expect(response.status).toBe(200);
}

const staffOrder = async (id: number) => (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;

async function dispatchWhole(id: number): Promise<void> {
  const answer = await sales.call('staff/orderDispatch', { id, version: (await staffOrder(id)).version, ...TRACKING });
  expect(answer.body.code, answer.body.msg).toBe(200);
}

/** Staff refund `quantity` of an order's first line: answers the order after it and its credit note. */
async function refundFirstLine(id: number, quantity: number, reason: string) {
  const order = await staffOrder(id);
  const refunded = await sales.call<StaffOrderDetail>('staff/orderCreditRefund', {
    id,
    version: order.version,
    lines: `${order.lines[0]!.lineNo}:${quantity}`,
    reason,
  });
  expect(refunded.body.code, refunded.body.msg).toBe(200);
  // One refund, one credit note: the order had none before.
  const notes = refunded.body.data.creditNotes ?? [];
  expect(notes).toHaveLength(1);
  return { after: refunded.body.data, note: notes[0]! };
}

describe('the money path on a real API process', () => {
  it('on account: order, invoice, dispatch, partial refund and credit note agree in the PDFs, e-mails, inbox and statement', async () => {
    const acme = await logInAs(api, 'admin@acme.example');
    const creditBefore = (await acme.call<BuyerCredit>('pri/companyCredit')).body.data;
    const companyId = creditBefore.companyId;
    const statementOf = async () =>
      (await sales.call<Statement>('staff/companyStatement', { companyId, month: month() })).body.data;
    const statementBefore = await statementOf();

    const [first, second] = await stockedParts(2);
    const placed = await placeOrder(acme, [
      [first!, 4],
      [second!, 2],
    ]);
    const onAccount = await acme.call<PayStartAnswer>('pri/payStart', { id: placed.id, method: 'account' });
    expect(onAccount.body.code, onAccount.body.msg).toBe(200);
    const order = (await acme.call<OrderDetail>('pri/orderDetail', { id: placed.id })).body.data;
    expect(order.paymentState).toBe('onAccount');
    const invoiceNo = order.invoice!.invoiceNo;
    expect(invoiceNo).toMatch(new RegExp(`^INV-${YEAR}-\\d{6}$`));
    const t = order.totals;
    const exVat = t.subtotalPence + t.deliveryPence;
    expect(t.vatPence).toBe(vatOf(exVat, t.vatRatePercent));
    expect(t.totalPence).toBe(exVat + t.vatPence);

    await dispatchWhole(placed.id);
    const line = order.lines[0]!;
    const { after, note } = await refundFirstLine(placed.id, 1, 'One arrived with a cracked housing');
    const creditVat = vatOf(line.unitPricePence, t.vatRatePercent);
    expect(note).toMatchObject({
      invoiceNo,
      kind: 'refund',
      totalPence: line.unitPricePence + creditVat,
    });
    expect(note.creditNoteNo).toMatch(new RegExp(`^CN-${YEAR}-\\d{6}$`));
    // Nothing was paid yet: the credit note lowers what is due and no money moves.
    expect(after).toMatchObject({ refundState: 'none', duePence: t.totalPence - note.totalPence });

    // The invoice as the buyer downloads it: §16.3's numbers and totals, to the penny.
    const invoice = await pdfText(await download(`pri/orderInvoice?id=${placed.id}`, acme, 'en'));
    for (const shown of [
      `Invoicenumber${invoiceNo}`,
      `Ordernumber${order.orderNo}`,
      `Subtotal(exVAT)${formatPence(t.subtotalPence)}`,
      `Delivery(exVAT)${formatPence(t.deliveryPence)}`,
      `TotalexVAT${formatPence(exVat)}`,
      `VATat${t.vatRatePercent}%on${formatPence(exVat)}${formatPence(t.vatPence)}`,
      `Total(GBP)${formatPence(t.totalPence)}`,
    ])
      expect(invoice).toContain(shown);

    // The credit note names the invoice it corrects and credits one unit and its VAT.
    const creditNote = await pdfText(await download(`pri/creditNotePdf?id=${note.id}`, acme, 'en'));
    for (const shown of [
      `Creditnotenumber${note.creditNoteNo}`,
      `Invoicenumber${invoiceNo}`,
      `Creditnoteforinvoice${invoiceNo}`,
      `Subtotal(exVAT)${formatPence(line.unitPricePence)}`,
      `${line.partNo}`,
      `1${t.vatRatePercent}%${formatPence(line.unitPricePence)}${formatPence(line.unitPricePence)}`,
      `Delivery(exVAT)${formatPence(0)}`,
      `VATat${t.vatRatePercent}%${formatPence(creditVat)}`,
      `Totalcredited(GBP)${formatPence(note.totalPence)}`,
    ])
      expect(creditNote).toContain(shown);
    const chinese = await pdfText(await download(`pri/creditNotePdf?id=${note.id}`, acme, 'zh-cn'));
    expect(chinese).toContain(`发票${invoiceNo}的贷项通知单`);
    expect(chinese).toContain(`贷记总额（英镑）${formatPence(note.totalPence)}`);

    // The e-mails the SMTP server took: the invoice with the news of the account and of the dispatch, then the credit note.
    const to = 'admin@acme.example';
    for (const subject of [`Order ${order.orderNo} invoiced to your account`, `Order ${order.orderNo} dispatched`]) {
      const mail = (await mailArrived(to, subject)).parsed;
      expect(mail.attachments.map((a) => a.filename)).toEqual([`invoice-${invoiceNo}.pdf`]);
      expect(await pdfText(mail.attachments[0]!.content)).toContain(`Total(GBP)${formatPence(t.totalPence)}`);
    }
    const creditSubject = `Credit note ${note.creditNoteNo} for order ${order.orderNo}`;
    const creditMail = (await mailArrived(to, creditSubject)).parsed;
    expect(creditMail.attachments.map((a) => a.filename)).toEqual([`credit-note-${note.creditNoteNo}.pdf`]);
    expect(await pdfText(creditMail.attachments[0]!.content)).toContain(
      `Totalcredited(GBP)${formatPence(note.totalPence)}`,
    );
    expect(creditMail.text).toContain(
      `We have issued credit note ${note.creditNoteNo} for ${formatPence(note.totalPence)}, correcting invoice ${invoiceNo} of order ${order.orderNo}. It reduces what is still to pay on the order.`,
    );

    // The buyer's inbox says the same.
    expect((await inboxMessage(acme, `Order ${order.orderNo} invoiced to your account`)).body).toContain(
      `Order ${order.orderNo} for ${formatPence(t.totalPence)} is on your company account.`,
    );
    expect((await inboxMessage(acme, creditSubject)).body).toContain(
      `credit note ${note.creditNoteNo} for ${formatPence(note.totalPence)}, correcting invoice ${invoiceNo}`,
    );

    // The statement counts the invoice and, against it, the credit note; the credit used is what is left.
    const owed = t.totalPence - note.totalPence;
    for (const statement of [
      await statementOf(),
      (await acme.call<Statement>('pri/companyStatement', { month: month() })).body.data,
    ]) {
      expect(
        statement.entries
          .filter((e) => e.orderNo === order.orderNo)
          .map((e) => [e.kind, e.reference, e.debitPence, e.creditPence]),
      ).toEqual([
        ['invoice', invoiceNo, t.totalPence, 0],
        ['creditNote', note.creditNoteNo, 0, note.totalPence],
      ]);
      expect(statement.closingPence).toBe(statementBefore.closingPence + owed);
    }
    const credit = (await acme.call<BuyerCredit>('pri/companyCredit')).body.data;
    expect(credit.usedPence).toBe(creditBefore.usedPence + owed);
    if (creditBefore.limitPence !== null)
      expect(credit.leftPence).toBe(Math.max(0, creditBefore.limitPence - credit.usedPence));

    const closing = formatPence(statementBefore.closingPence + owed);
    for (const pdf of [
      await download(`staff/companyStatementPdf?companyId=${companyId}&month=${month()}`, sales, 'en'),
      await download(`pri/companyStatementPdf?month=${month()}`, acme, 'en'),
    ]) {
      const text = await pdfText(pdf);
      expect(text).toContain(flat(`Invoice ${invoiceNo} (order ${order.orderNo})`));
      expect(text).toContain(flat(`Credit note ${note.creditNoteNo} (order ${order.orderNo})`));
      expect(text).toContain(flat(`Closing balance${closing}`));
    }
  }, 300_000);

  it('by card: the credit note of a partial refund goes back to the card through Stripe, in the language the buyer reads', async () => {
    const buyer = await logInAs(api, 'buyer@example.com');
    const chosen = await buyer.call('pri/preferencesUpdate', { language: 'zh-cn' });
    expect(chosen.body.code, chosen.body.msg).toBe(200);
    const [part] = await stockedParts(1);
    const placed = await placeOrder(buyer, [[part!, 3]], { paymentMethod: 'card' });
    const started = await buyer.call<PayStartAnswer>('pri/payStart', { id: placed.id, method: 'card' });
    expect(started.body.code, started.body.msg).toBe(200);
    const intentId = started.body.data.clientSecret!.split('_secret_')[0]!;
    await cardPaid(intentId);
    const order = await eventually('the card payment recorded', async () => {
      const detail = (await buyer.call<OrderDetail>('pri/orderDetail', { id: placed.id })).body.data;
      return detail.paymentState === 'paid' ? detail : undefined;
    });
    const invoiceNo = order.invoice!.invoiceNo;
    expect(invoiceNo).toMatch(new RegExp(`^INV-${YEAR}-\\d{6}$`));
    const t = order.totals;
    const line = order.lines[0]!;

    const { after, note } = await refundFirstLine(placed.id, 2, 'Two were the wrong finish');
    const credited = 2 * line.unitPricePence;
    const creditVat = vatOf(credited, t.vatRatePercent);
    expect(note).toMatchObject({ invoiceNo, kind: 'refund', totalPence: credited + creditVat });
    expect(stripe.refunds).toEqual([expect.objectContaining({ payment_intent: intentId, amount: note.totalPence })]);
    expect(after).toMatchObject({ paidPence: t.totalPence - note.totalPence, duePence: 0 });

    // The buyer reads Chinese: the e-mail, its credit note and the inbox message are in Chinese.
    const subject = `订单 ${order.orderNo} 的贷项通知单 ${note.creditNoteNo}`;
    const mail = (await mailArrived('buyer@example.com', subject)).parsed;
    expect(mail.text).toContain(`${formatPence(note.totalPence)} 将退回您的银行卡，5 至 10 天内到账。`);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`credit-note-${note.creditNoteNo}.pdf`]);
    const attached = await pdfText(mail.attachments[0]!.content);
    for (const shown of [
      `贷项通知单编号${note.creditNoteNo}`,
      `发票${invoiceNo}的贷项通知单`,
      `2${t.vatRatePercent}%${formatPence(line.unitPricePence)}${formatPence(credited)}`,
      `增值税${t.vatRatePercent}%${formatPence(creditVat)}`,
      `贷记总额（英镑）${formatPence(note.totalPence)}`,
    ])
      expect(attached).toContain(shown);
    expect((await inboxMessage(buyer, subject, 'zh-cn')).body).toContain(
      `我们已开具贷项通知单 ${note.creditNoteNo}，金额 ${formatPence(note.totalPence)}，用于更正订单 ${order.orderNo} 的发票 ${invoiceNo}。`,
    );
    const paidMail = (await mailArrived('buyer@example.com', `已收到订单 ${order.orderNo} 的付款`)).parsed;
    expect(paidMail.attachments.map((a) => a.filename)).toEqual([`invoice-${invoiceNo}.pdf`]);
    expect(await pdfText(paidMail.attachments[0]!.content)).toContain(`总计（英镑）${formatPence(t.totalPence)}`);
  }, 300_000);
});
