import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderLine } from '#contract/calls/orders.ts';
import { datasheetPdf } from '../../server/documents/datasheet.ts';
import { invoiceFileName, invoicePdf, type InvoiceKind } from '../../server/documents/invoice.ts';
import type { Language } from '#contract/i18n/text.ts';
import { readPdf } from '../support/pdf-text.ts';
import { datasheetInput, family, GENERATED_ON, SELLER } from './downloads-fixtures.ts';

/** pdf.js puts spaces or line breaks between runs of text; compare without them. */
const squash = (text: string) => text.replace(/\s+/g, '');

function line(n: number): OrderLine {
  return {
    lineNo: n,
    partNo: `LH-3501-${n}-M8-SS`,
    name: `Clamping lever, stainless steel, size ${n}`,
    nameZh: `不锈钢夹紧杆，规格 ${n}`,
    familyId: 1,
    familySlug: 'clamping-lever',
    quantity: n,
    unitPricePence: 1000 + n,
    listUnitPricePence: 1000 + n,
    lineTotalPence: n * (1000 + n),
    reference: n === 3 ? 'Bay 3' : '',
    customerPartNo: null,
    reservedQty: n,
    leadTimeDays: 0,
  };
}

function order(lines: number, changes: Partial<OrderDetail> = {}): OrderDetail {
  const address = {
    contactName: 'Wang Fang',
    companyName: 'Acme Engineering',
    line1: '1 High Street',
    line2: '',
    town: 'Leeds',
    county: '',
    postcode: 'LS1 1AA',
    country: 'GB',
    phone: '0113 000 0000',
  };
  return {
    id: 42,
    orderNo: 'LG-100042',
    createdAt: '2026-11-02T10:00:00Z',
    status: 'placed',
    poReference: 'PO-7781',
    paymentMethod: 'bankTransfer',
    paymentState: 'awaitingTransfer',
    lines: Array.from({ length: lines }, (_, i) => line(i + 1)),
    totals: {
      subtotalPence: 4030,
      deliveryPence: 795,
      vatRatePercent: 20,
      vatPence: 965,
      totalPence: 5790,
      currency: 'GBP',
    },
    deliveryAddress: address,
    invoiceAddress: address,
    buyerTaxNumbers: { vatNo: '', eoriNo: '' },
    paidAt: null,
    invoice: null,
    dueAt: null,
    failureMessage: null,
    bankDetails: {
      accountName: 'Lihda Group Ltd',
      bankName: 'Example Bank plc',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      iban: 'GB33BUKB20201555555555',
      bic: 'BUKBGB22',
      reference: 'LG-100042',
    },
    stage: 'awaitingPayment',
    approvalState: 'notNeeded',
    approvalNote: '',
    deliveryState: 'processing',
    shipments: [],
    events: [],
    mine: true,
    placedBy: null,
    payable: true,
    delivery: {
      service: 'nextDay',
      zoneEn: 'UK mainland',
      zoneZh: '英国本土',
      dutiesPaid: false,
      dispatchOn: '2026-11-02',
      deliverBy: '2026-11-03',
    },
    ...changes,
  };
}

const invoice = (o: OrderDetail, language: Language, kind: InvoiceKind = 'invoice') =>
  invoicePdf({ seller: SELLER, order: o, kind, language, generatedOn: GENERATED_ON });

// Each file parses the font anew and is read back by pdf.js: seconds each on a busy machine.
describe('invoice PDF', { timeout: 30_000 }, () => {
  it('a Chinese invoice of a 20-line order is under 300 KB, its Chinese text selectable, the font embedded as a subset', async () => {
    const bytes = await invoice(order(20), 'zh-cn');
    expect(bytes.length).toBeLessThan(300 * 1024);
    const pdf = await readPdf(bytes);
    const text = squash(pdf.text);
    for (const words of [
      '发票',
      '发票号',
      '送货至',
      '不锈钢夹紧杆，规格20',
      '增值税20%',
      '总计（英镑）',
      '£57.90',
      '等待银行转账',
      'GB33BUKB20201555555555',
      '您的备注：Bay3',
      '2026年11月2日',
      '配送次日达（英国本土）',
      '预计送达2026年11月3日',
    ]) {
      expect(text).toContain(squash(words));
    }
    expect(pdf.fonts).toMatch(/^[A-Z]{6}\+NotoSansSC-Regular/);
    expect(pdf.fonts).toContain('NotoSansSC-Bold');
    expect(pdf.title).toBe('发票 LG-100042');
    expect(pdf.pages.at(-1)).toMatch(/第 \d 页，共 \d 页/);
  });

  it('an English invoice names the seller, buyer, lines, totals and says it is paid', async () => {
    const pdf = await readPdf(await invoice(order(3, { paymentState: 'paid', paidAt: '2026-11-03T09:00:00Z' }), 'en'));
    const text = squash(pdf.text);
    for (const words of [
      'Invoice',
      'Lihda Group Ltd',
      'VAT number GB123456789',
      'Acme Engineering',
      'LH-3501-3-M8-SS',
      'Clamping lever, stainless steel, size 2',
      'Subtotal (ex VAT)',
      '£40.30',
      'Delivery (ex VAT)',
      '£7.95',
      'VAT at 20%',
      '£9.65',
      'Total (GBP)',
      '£57.90',
      'Paid on',
      '3 November 2026',
      'Page 1 of 1',
      'DeliveryNext-day delivery (UK mainland)',
      'Delivery by3 November 2026',
    ]) {
      expect(text).toContain(squash(words));
    }
    // Paid: no bank details to pay into.
    expect(text).not.toContain('Sortcode');
  });

  it('a long order runs on to more pages, each numbered, the table header repeated', async () => {
    const pdf = await readPdf(await invoice(order(60), 'en'));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    pdf.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pdf.pages.length}`));
    expect(squash(pdf.pages[1]!)).toContain('PartnumberDescriptionQtyUnitpriceexVATVATrateLinetotal');
    expect(squash(pdf.text)).toContain('LH-3501-60-M8-SS');
  });

  it("a trade-priced order shows the list price and discount beside the unit price paid, and the company's own part numbers", async () => {
    // Line 1 at Acme's 10 % off (£16.60 → £14.94) with Acme's number; line 2 at the list price.
    const traded = (n: number): OrderLine =>
      n === 1
        ? {
            ...line(1),
            listUnitPricePence: 1660,
            unitPricePence: 1494,
            lineTotalPence: 1494,
            customerPartNo: 'ACME-70001',
          }
        : line(n);
    for (const [language, words] of [
      [
        'en',
        [
          'Part number',
          'Qty',
          'List price',
          'Discount',
          'Unit price',
          'Line total',
          'LH-3501-1-M8-SS',
          'Your part no: ACME-70001',
          '£16.60',
          '10 %',
          '£14.94',
          'LH-3501-2-M8-SS',
          '£10.02',
          '£20.04',
        ],
      ],
      ['zh-cn', ['零件编号', '目录价', '折扣', '单价', '贵司零件编号：ACME-70001', '£16.60', '10 %', '£14.94']],
    ] as const) {
      const pdf = await readPdf(await invoice(order(2, { lines: [traded(1), traded(2)] }), language));
      const text = squash(pdf.text);
      for (const w of words) expect(text).toContain(squash(w));
    }
    // An order at list prices keeps the shorter table: no list price or discount columns.
    expect(squash((await readPdf(await invoice(order(2), 'en'))).text)).not.toContain('Listprice');
  });

  it('a pro-forma carries the bank details and the reference, and says it is not a VAT invoice', async () => {
    for (const [language, words] of [
      ['en', ['Pro-forma invoice', 'This is not a VAT invoice', 'Sort code', '12-34-56', 'Reference', 'LG-100042']],
      ['zh-cn', ['形式发票', '本文件不是增值税发票', '银行代码', '付款备注']],
    ] as const) {
      const text = squash((await readPdf(await invoice(order(2), language, 'proForma'))).text);
      for (const w of words) expect(text).toContain(squash(w));
    }
    expect(invoiceFileName('LG-100042', 'proForma')).toBe('pro-forma-LG-100042.pdf');
  });
});

describe('datasheet PDF', { timeout: 30_000 }, () => {
  it('in English: the family, material, finish, drawing and every variant', async () => {
    const input = datasheetInput(family('LH-3501'));
    const pdf = await readPdf(await datasheetPdf(input));
    const text = squash(pdf.text);
    for (const words of [
      'Product datasheet',
      input.product.name,
      input.product.material,
      input.product.finish,
      'Dimensioned drawing',
      'Generated 2025-05-01',
      'Price 1+',
      'GBP ex VAT',
    ]) {
      expect(text).toContain(squash(words));
    }
    for (const v of input.product.variants) expect(text).toContain(v.partNo);
    // The drawing is drawn as vector paths (svg-to-pdfkit), not left out.
    expect(Buffer.from(await datasheetPdf(input)).length).toBeGreaterThan(
      Buffer.from(await datasheetPdf({ ...input, drawingSvg: null })).length,
    );
  });

  it('in Chinese: names, material, finish and column words in Chinese', async () => {
    const input = datasheetInput(family('LH-3501'), 'zh-cn');
    const pdf = await readPdf(await datasheetPdf({ ...input, variant: input.product.variants[1] }));
    const text = squash(pdf.text);
    for (const words of [
      '型号数据表',
      input.product.nameZh,
      input.product.materialZh,
      input.product.finishZh,
      '尺寸图',
      '零件编号',
      '重量',
      '供货',
      '生成于2025-05-01',
    ]) {
      expect(text).toContain(squash(words));
    }
    expect(pdf.fonts).toContain('NotoSansSC');
  });

  it('runs a long table on to more pages with its heading continued', async () => {
    const long = datasheetInput(family('LH-1201'));
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...long.product.variants[0]!,
      id: i + 1,
      partNo: `LH-1201-${i + 1}-M5-PA`,
    }));
    long.product = { ...long.product, variants: many };
    const pdf = await readPdf(await datasheetPdf(long));
    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    expect(squash(pdf.pages[1]!)).toContain(squash('Variants of LH-1201 (continued)'));
    for (const v of many) expect(squash(pdf.text)).toContain(v.partNo);
  });
});
