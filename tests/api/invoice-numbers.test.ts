import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { ukDay } from '#contract/format/dates.ts';
import { invoiceNumberText, issueInvoice } from '../../server/documents/invoice-numbers.ts';
import { readPdf } from '../support/pdf-text.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let buyer: Buyer;
let acme: Buyer;
let sales: Buyer;
let partNo: string;
beforeAll(async () => {
  api = await openTestApi();
  buyer = await logInAs(api, 'buyer@example.com');
  acme = await logInAs(api, 'admin@acme.example');
  sales = await logInAs(api, 'sales@lihda.example');
  partNo = (await partsWithBreaks(api, 1))[0]!.partNo;
});
afterAll(() => api.close());

const YEAR = Number(ukDay().slice(0, 4));
const detailOf = async (who: Buyer, id: number) => (await who.call<OrderDetail>('pri/orderDetail', { id })).body.data;
/** The last number given this year (0 when none yet). */
const lastNumber = async () =>
  (await api.db.selectFrom('invoiceSequences').select('lastNumber').where('year', '=', YEAR).executeTakeFirst())
    ?.lastNumber ?? 0;
const invoiceDownload = (who: Buyer, id: number) =>
  api.app.inject({
    method: 'GET',
    url: `/api/pri/orderInvoice?id=${id}`,
    headers: { token: who.login.token, lang: 'en' },
  });

describe('invoice numbers', () => {
  it('gives the demo orders paid or on account their VAT invoices, numbered in the year they were issued', async () => {
    const invoiced = await api.db
      .selectFrom('invoices as i')
      .innerJoin('orders as o', 'o.id', 'i.orderId')
      .select(['i.invoiceNo', 'o.paymentState'])
      .execute();
    expect(invoiced.length).toBeGreaterThan(0);
    for (const row of invoiced) {
      expect(row.invoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
      expect(['paid', 'onAccount']).toContain(row.paymentState);
    }
    const unpaid = await api.db
      .selectFrom('orders')
      .select('id')
      .where('paymentState', 'not in', ['paid', 'onAccount'])
      .execute();
    const numbered = await api.db
      .selectFrom('invoices')
      .select('orderId')
      .where('orderId', 'in', unpaid.length > 0 ? unpaid.map((o) => o.id) : [0])
      .execute();
    expect(numbered).toEqual([]);
  });

  it('sends the pro-forma until the money arrives, then issues the next number with the day it arrived as the tax point', async () => {
    const { id, orderNo } = await placeOrder(buyer, [[partNo, 1]]);
    expect((await buyer.call('pri/payStart', { id, method: 'bankTransfer' })).body.code).toBe(200);
    expect((await detailOf(buyer, id)).invoice).toBeNull();
    const early = await invoiceDownload(buyer, id);
    expect(early.headers['content-disposition']).toBe(`attachment; filename="pro-forma-${orderNo}.pdf"`);
    expect((await readPdf(early.rawPayload)).text).toContain('This is not a VAT invoice');

    const next = (await lastNumber()) + 1;
    const { version, duePence } = (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;
    const receivedOn = ukDay(new Date(Date.now() - 86_400_000));
    const received = await sales.call('staff/orderTransferReceived', {
      id,
      version,
      amountPence: duePence,
      receivedOn,
      bankReference: 'BACS INV-1',
    });
    expect(received.body.code, received.body.msg).toBe(200);

    const invoice = (await detailOf(buyer, id)).invoice!;
    expect(invoice).toMatchObject({ invoiceNo: invoiceNumberText(YEAR, next), taxPoint: receivedOn });
    const file = await invoiceDownload(buyer, id);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.invoiceNo}.pdf"`);
    const text = (await readPdf(file.rawPayload)).text.replace(/\s+/g, '');
    for (const shown of ['Invoicenumber', invoice.invoiceNo, 'Ordernumber', orderNo, 'Taxpoint'])
      expect(text).toContain(shown);
  });

  it('issues the invoice of an order put on the company account at once, its tax point that day', async () => {
    const { id } = await placeOrder(acme, [[partNo, 1]]);
    const next = (await lastNumber()) + 1;
    expect((await acme.call('pri/payStart', { id, method: 'account' })).body.code).toBe(200);
    expect((await detailOf(acme, id)).invoice).toMatchObject({
      invoiceNo: invoiceNumberText(YEAR, next),
      taxPoint: ukDay(),
    });
  });

  it('gives numbers one at a time across transactions at once, none twice and none skipped, one invoice an order, and takes none back from a rolled-back one', async () => {
    // One basket: orders placed one after another.
    const orders: Array<{ id: number }> = [];
    for (let i = 0; i < 6; i++) orders.push(await placeOrder(buyer, [[partNo, 1]]));
    const before = await lastNumber();
    // A transaction that issues and then fails gives its number back.
    await expect(
      api.db.transaction().execute(async (tx) => {
        await issueInvoice(tx, orders[0]!.id);
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    expect(await lastNumber()).toBe(before);

    // Every order issued twice at once (a payment and a retry): each gets one invoice.
    const issued = await Promise.all(
      [...orders, ...orders].map((o) => api.db.transaction().execute((tx) => issueInvoice(tx, o.id))),
    );
    const numbers = (
      await api.db
        .selectFrom('invoices')
        .select(['orderId', 'number'])
        .where(
          'orderId',
          'in',
          orders.map((o) => o.id),
        )
        .execute()
    )
      .map((r) => r.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(orders.map((_, i) => before + i + 1));
    expect(new Set(issued).size).toBe(orders.length);
    expect(await lastNumber()).toBe(before + orders.length);
  });
});
