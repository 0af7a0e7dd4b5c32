import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { formatPence } from '#contract/format/money.ts';
import { readPdf } from '../support/pdf-text.ts';
import { netPricedPart } from './helpers/acme-net-part.ts';
import { eventually } from './helpers/eventually.ts';
import { logInAs, partsWithBreaks, placeOrder } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

const SITE = 'https://shop.lihda.example';
let smtp: SmtpSink;
let api: TestApi;
beforeAll(async () => {
  smtp = await startSmtpSink();
  api = await openTestApi({
    mail: {
      smtpUrl: smtp.url,
      from: 'Lihda Group <shop@lihda.example>',
      emlDir: '/nonexistent',
      siteUrl: SITE,
      pollMs: 30,
    },
  });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

/** The next message to an address, waiting for the worker to send it. */
const nextMailTo = (email: string, after: number) =>
  eventually(
    `a message to ${email}`,
    () => smtp.received.slice(after).find((m) => m.envelopeTo.includes(email))?.parsed,
  );

describe('order e-mails', () => {
  it("mails the buyer the order's news in their language, with a link to the order: placed, waiting for approval, approved", async () => {
    const [part] = await partsWithBreaks(api, 1);
    const buyer = await logInAs(api, 'buyer@example.com');
    let mark = smtp.received.length;
    const order = await placeOrder(buyer, [[part!.partNo, 1]]);
    const placed = await nextMailTo('buyer@example.com', mark);
    expect(placed.subject).toBe(`Order ${order.orderNo} placed`);
    expect(placed.text).toContain(`${SITE}/acOrderdetails/${order.id}`);

    // Tom (member@acme.example) reads Chinese, and with a limit of 1p every order of his waits for Priya.
    await api.db
      .updateTable('users')
      .set({ language: 'zh-cn', spendingLimitPence: 1 })
      .where('email', '=', 'member@acme.example')
      .execute();
    const member = await logInAs(api, 'member@acme.example');
    const admin = await logInAs(api, 'admin@acme.example');
    mark = smtp.received.length;
    const held = await placeOrder(member, [[part!.partNo, 1]]);
    const waiting = await nextMailTo('member@acme.example', mark);
    expect(waiting.subject).toContain(held.orderNo);
    expect(waiting.html).toContain(`href="${SITE}/zh-cn/acOrderdetails/${held.id}"`);
    expect(waiting.text).toContain('查看订单');
    mark = smtp.received.length;
    expect((await admin.call('pri/orderApprove', { id: held.id })).body.code).toBe(200);
    const approved = await nextMailTo('member@acme.example', mark);
    expect(approved.subject).not.toBe(waiting.subject);
    expect(approved.subject).toContain(held.orderNo);
    // Each message went once. (The worker marks a row sent just after the server accepts it: wait for that.)
    const orderUpdates = () =>
      api.db.selectFrom('mailOutbox').select(['state', 'attempts']).where('template', '=', 'orderUpdate').execute();
    const rows = await eventually('every order e-mail marked sent', async () => {
      const all = await orderUpdates();
      return all.every((r) => r.state === 'sent') ? all : undefined;
    });
    expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  });

  it("tells the company's admins that an order needs their approval, with its lines and total", async () => {
    const [part] = await partsWithBreaks(api, 1);
    await api.db
      .updateTable('users')
      .set({ spendingLimitPence: 1 })
      .where('email', '=', 'member@acme.example')
      .execute();
    const member = await logInAs(api, 'member@acme.example');
    const mark = smtp.received.length;
    const held = await placeOrder(member, [[part!.partNo, 2]]);
    const needed = await nextMailTo('admin@acme.example', mark);
    expect(needed.subject).toBe(`Order ${held.orderNo} needs your approval`);
    expect(needed.text).toContain(part!.partNo);
    expect(needed.html).toContain(`href="${SITE}/acOrderdetails/${held.id}"`);
  });

  it('follows a bank-transfer order: pro-forma with bank details, payment with the invoice, dispatch with the tracking link', async () => {
    // A part with stock to dispatch at once.
    const part = (await partsWithBreaks(api, 6)).find((p) => p.stock >= 20);
    const buyer = await logInAs(api, 'buyer@example.com');
    const sales = await logInAs(api, 'sales@lihda.example');
    let mark = smtp.received.length;
    const order = await placeOrder(buyer, [[part!.partNo, 3]], { poReference: 'PO-MAIL-1' });
    const placed = await nextMailTo('buyer@example.com', mark);
    const detail = (await buyer.call<OrderDetail>('pri/orderDetail', { id: order.id })).body.data;
    const gbp = (pence: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
    for (const shown of [
      part!.partNo,
      `Net (ex VAT): ${gbp(detail.totals.subtotalPence)}`,
      `VAT at ${detail.totals.vatRatePercent}%: ${gbp(detail.totals.vatPence)}`,
      `Delivery (ex VAT): ${gbp(detail.totals.deliveryPence)}`,
      `Total (GBP, inc VAT): ${gbp(detail.totals.totalPence)}`,
      'Your PO reference: PO-MAIL-1',
      'Delivery address:',
      detail.deliveryAddress.line1,
    ]) {
      expect(placed.text).toContain(shown);
    }
    expect(placed.html).toContain(
      `<td style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left">${part!.partNo}</td>`,
    );
    expect(placed.attachments).toHaveLength(0);

    mark = smtp.received.length;
    await buyer.call('pri/payStart', { id: order.id, method: 'bankTransfer' });
    const transfer = await nextMailTo('buyer@example.com', mark);
    expect(transfer.subject).toBe(`Bank details for order ${order.orderNo}`);
    for (const shown of [
      'Sort code: ',
      `Account number: ${detail.bankDetails.accountNumber}`,
      `Reference: ${order.orderNo}`,
    ])
      expect(transfer.text).toContain(shown);
    expect(transfer.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`pro-forma-${order.orderNo}.pdf`, 'application/pdf'],
    ]);
    expect((await readPdf(transfer.attachments[0]!.content)).text).toContain('Pro-forma invoice');

    const staffOrder = async () => (await sales.call<StaffOrderDetail>('staff/orderGet', { id: order.id })).body.data;
    mark = smtp.received.length;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    const received = await sales.call('staff/orderTransferReceived', {
      id: order.id,
      version: (await staffOrder()).version,
      amountPence: detail.totals.totalPence,
      receivedOn: today,
      bankReference: 'BACS 77',
    });
    expect(received.body.code).toBe(200);
    const paid = await nextMailTo('buyer@example.com', mark);
    expect(paid.subject).toBe(`Payment received for order ${order.orderNo}`);
    const { invoiceNo } = (await buyer.call<OrderDetail>('pri/orderDetail', { id: order.id })).body.data.invoice!;
    expect(paid.attachments.map((a) => a.filename)).toEqual([`invoice-${invoiceNo}.pdf`]);
    const invoice = (await readPdf(paid.attachments[0]!.content)).text;
    expect(invoice).toContain('Invoice');
    expect(invoice).toContain('Paid');

    mark = smtp.received.length;
    const tracking = {
      carrier: 'DPD',
      trackingNo: '15501234567890',
      trackingUrl: 'https://track.dpd.co.uk/parcels/15501234567890',
    };
    expect(
      (await sales.call('staff/orderDispatch', { id: order.id, version: (await staffOrder()).version, ...tracking }))
        .body,
    ).toMatchObject({ code: 200 });
    const dispatched = await nextMailTo('buyer@example.com', mark);
    expect(dispatched.subject).toBe(`Order ${order.orderNo} dispatched`);
    expect(dispatched.text).toContain('Sent with DPD, tracking number 15501234567890.');
    expect(dispatched.html).toContain(`href="${tracking.trackingUrl}"`);
    expect(dispatched.attachments.map((a) => a.filename)).toEqual([`invoice-${invoiceNo}.pdf`]);
  });

  it("shows a trade buyer's price with the list price and saving, and the company's part number, in the e-mail and the attached pro-forma", async () => {
    // One of the demo Acme list's net-priced parts, with Acme's own number for it.
    const net = await netPricedPart(api.db);
    const percent = Math.round(((net.listPence - net.netPence) / net.listPence) * 1000) / 10;
    const admin = await logInAs(api, 'admin@acme.example');
    let mark = smtp.received.length;
    const order = await placeOrder(admin, [[net.partNo, 1]]);
    const placed = await nextMailTo('admin@acme.example', mark);
    expect(placed.text).toContain(`(your part no ${net.customerPartNo})`);
    expect(placed.text).toContain(
      `${formatPence(net.netPence)} (list ${formatPence(net.listPence)}, ${percent} % off)`,
    );

    mark = smtp.received.length;
    await admin.call('pri/payStart', { id: order.id, method: 'bankTransfer' });
    const transfer = await nextMailTo('admin@acme.example', mark);
    const pdf = (await readPdf(transfer.attachments[0]!.content)).text.replace(/\s+/g, '');
    for (const words of [
      'List price',
      'Discount',
      `${percent} %`,
      formatPence(net.listPence),
      `Your part no: ${net.customerPartNo}`,
    ])
      expect(pdf).toContain(words.replace(/\s+/g, ''));
  });

  it('writes the invoice in the buyer’s language when it is attached', async () => {
    const [part] = await partsWithBreaks(api, 1);
    await api.db.updateTable('users').set({ language: 'zh-cn' }).where('email', '=', 'buyer@example.com').execute();
    const buyer = await logInAs(api, 'buyer@example.com');
    let mark = smtp.received.length;
    const order = await placeOrder(buyer, [[part!.partNo, 1]]);
    await nextMailTo('buyer@example.com', mark);
    mark = smtp.received.length;
    await buyer.call('pri/payStart', { id: order.id, method: 'bankTransfer' });
    const transfer = await nextMailTo('buyer@example.com', mark);
    expect(transfer.subject).toBe(`订单 ${order.orderNo} 的银行转账信息`);
    expect(transfer.text).toContain('银行代码');
    expect((await readPdf(transfer.attachments[0]!.content)).text).toContain('形式发票');
    await api.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'buyer@example.com').execute();
  });
});
