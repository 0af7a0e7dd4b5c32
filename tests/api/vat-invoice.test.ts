import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressAddRequest } from '#contract/calls/addresses.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { formatDate, ukDay } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import type { Language } from '#contract/i18n/text.ts';
import { loadSeller } from '../../server/documents/seller.ts';
import { readPdf } from '../support/pdf-text.ts';
import { addAddress, logInAs, partsWithBreaks, prepareCheckout, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/**
 * The VAT invoice carries what HMRC VAT Notice 700 §16.3 asks for, read back from the PDF's text:
 * a German company with a VAT number (a zero-rated export) and a Belfast buyer (UK VAT at 20 %).
 */

let api: TestApi;
let acme: Buyer;
let belfastBuyer: Buyer;
let sales: Buyer;
let partNo: string;

beforeAll(async () => {
  api = await openTestApi();
  [acme, belfastBuyer, sales] = await Promise.all([
    logInAs(api, 'admin@acme.example'),
    logInAs(api, 'jordan@example.com'),
    logInAs(api, 'sales@lihda.example'),
  ]);
  partNo = (await partsWithBreaks(api, 1))[0]!.partNo;
});
afterAll(() => api.close());

const STUTTGART: Partial<AddressAddRequest> = {
  contactName: 'Jonas Weber',
  companyName: 'Weber Maschinenbau GmbH',
  line1: 'Königstraße 1',
  town: 'Stuttgart',
  county: '',
  postcode: '70173',
  country: 'DE',
  phone: '+49 711 000000',
};
const BELFAST: Partial<AddressAddRequest> = {
  contactName: 'Jordan Lee',
  companyName: '',
  line1: '12 Donegall Place',
  town: 'Belfast',
  county: 'County Antrim',
  postcode: 'BT1 5GS',
  country: 'GB',
  phone: '+44 28 9000 0000',
};

/** Places an order for two of the part delivered and invoiced to a new address, and answers it. */
async function orderTo(
  buyer: Buyer,
  address: Partial<AddressAddRequest>,
  method: 'account' | 'bankTransfer',
): Promise<number> {
  const checkout = await prepareCheckout(buyer, [[partNo, 2]], { paymentMethod: method });
  const { id: addressId } = await addAddress(buyer, address);
  const totals = (await buyer.call<OrderDetail['totals']>('pri/checkoutTotals', { deliveryAddressId: addressId })).body
    .data;
  const placed = await buyer.call<{ id: number }>('pri/orderCreate', {
    ...checkout,
    deliveryAddressId: addressId,
    invoiceAddressId: addressId,
    expectedTotalPence: totals.totalPence,
  });
  expect(placed.body.code, placed.body.msg).toBe(200);
  return placed.body.data.id;
}

async function invoiceText(buyer: Buyer, id: number, lang: Language): Promise<string> {
  const file = await api.app.inject({
    method: 'GET',
    url: `/api/pri/orderInvoice?id=${id}`,
    headers: { token: buyer.login.token, lang },
  });
  expect(file.statusCode).toBe(200);
  return (await readPdf(file.rawPayload)).text.replace(/\s+/g, '');
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** Everything §16.3 asks of every VAT invoice, in the order's own figures. */
async function noticeItems(order: OrderDetail, language: Language): Promise<string[]> {
  const seller = await loadSeller(api.db);
  const en = language === 'en';
  const line = order.lines[0]!;
  const t = order.totals;
  const exVat = t.subtotalPence + t.deliveryPence;
  const address = order.invoiceAddress;
  return [
    en ? 'Invoicenumber' : '发票号',
    order.invoice!.invoiceNo,
    en ? 'Taxpoint' : '税点',
    formatDate(`${order.invoice!.taxPoint}T12:00:00Z`, language),
    en ? 'Invoicedate' : '发票日期',
    formatDate(order.invoice!.issuedAt, language),
    seller.name,
    ...seller.addressLines,
    seller.vatNo,
    address.contactName,
    address.companyName,
    address.line1,
    address.town,
    address.postcode,
    en ? line.name : line.nameZh || line.name,
    String(line.quantity),
    formatPence(line.unitPricePence),
    formatPence(line.lineTotalPence),
    en ? 'UnitpriceexVAT' : '单价（不含增值税）',
    en ? 'VATrate' : '增值税率',
    `${t.vatRatePercent}%`,
    en ? 'TotalexVAT' : '合计（不含增值税）',
    formatPence(exVat),
    en
      ? `VATat${t.vatRatePercent}%on${formatPence(exVat)}`
      : `增值税${t.vatRatePercent}%，计税金额${formatPence(exVat)}`,
    formatPence(t.vatPence),
    formatPence(t.totalPence),
  ]
    .filter((item) => item !== '')
    .map(squash);
}

describe('a VAT invoice (HMRC VAT Notice 700 §16.3)', { timeout: 60_000 }, () => {
  it('for a German company with a VAT number: zero-rated, stated as an export, with its VAT and EORI numbers, in both languages', async () => {
    expect(
      (await acme.call('pri/companyTaxNumbersUpdate', { vatNo: 'DE136695976', eoriNo: 'DE1234567890123' })).body.code,
    ).toBe(200);
    const id = await orderTo(acme, STUTTGART, 'account');
    expect((await acme.call('pri/payStart', { id, method: 'account' })).body.code).toBe(200);
    const order = (await acme.call<OrderDetail>('pri/orderDetail', { id })).body.data;
    expect(order.totals).toMatchObject({ vatRatePercent: 0, vatPence: 0 });
    expect(order.invoice).toMatchObject({ invoiceNo: expect.stringMatching(/^INV-\d{4}-\d{6}$/), taxPoint: ukDay() });

    const english = await invoiceText(acme, id, 'en');
    for (const item of [
      ...(await noticeItems(order, 'en')),
      'VATnumber:DE136695976',
      'EORInumber:DE1234567890123',
      squash('Zero-rated export — goods sent outside the UK'),
      // The demo's EU zone leaves import duties to the recipient.
      squash('Delivered duties unpaid (DAP, Incoterms 2020)'),
    ])
      expect(english).toContain(item);
    const chinese = await invoiceText(acme, id, 'zh-cn');
    for (const item of [
      ...(await noticeItems(order, 'zh-cn')),
      '增值税号：DE136695976',
      'EORI号码：DE1234567890123',
      '零税率出口——货物运往英国境外',
      '未完税交货（DAP，《国际贸易术语解释通则2020》）',
    ])
      expect(chinese).toContain(item);
  });

  it('for a Belfast buyer: UK VAT at 20 %, no export statement, in both languages', async () => {
    const id = await orderTo(belfastBuyer, BELFAST, 'bankTransfer');
    expect((await belfastBuyer.call('pri/payStart', { id, method: 'bankTransfer' })).body.code).toBe(200);
    const { version, duePence } = (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;
    const received = await sales.call('staff/orderTransferReceived', {
      id,
      version,
      amountPence: duePence,
      receivedOn: ukDay(),
      bankReference: 'BACS BELFAST',
    });
    expect(received.body.code, received.body.msg).toBe(200);
    const order = (await belfastBuyer.call<OrderDetail>('pri/orderDetail', { id })).body.data;
    expect(order.totals.vatRatePercent).toBe(20);
    expect(order.totals.vatPence).toBeGreaterThan(0);

    for (const language of ['en', 'zh-cn'] as const) {
      const text = await invoiceText(belfastBuyer, id, language);
      for (const item of await noticeItems(order, language)) expect(text).toContain(item);
      expect(text).not.toContain(squash('Zero-rated export'));
      expect(text).not.toContain('零税率出口');
      expect(text).not.toContain('DAP');
      // No VAT number was kept for this buyer: none is printed for them.
      expect(text).not.toContain(language === 'en' ? 'VATnumber:' : '增值税号：');
    }
  });
});
