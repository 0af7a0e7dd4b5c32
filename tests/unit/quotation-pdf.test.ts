import { describe, expect, it } from 'vitest';
import type { QuoteDetail, QuoteVersion } from '#contract/calls/quotes.ts';
import type { Language } from '#contract/i18n/text.ts';
import { quotationFileName, quotationPdf } from '../../server/documents/quotation.ts';
import { readPdf } from '../support/pdf-text.ts';
import { GENERATED_ON, SELLER } from './downloads-fixtures.ts';
import { TAX_RATES_2026 } from '../support/tax-rates.ts';

/** pdf.js puts spaces or line breaks between runs of text; compare without them. */
const squash = (text: string) => text.replace(/\s+/g, '');

const version: QuoteVersion = {
  versionNo: 2,
  sentAt: '2026-11-29T10:00:00Z',
  validUntil: '2026-12-29',
  deliveryPence: 2500,
  subtotalPence: 500 * 820 + 200 * 420,
  message: 'Line 2 is the A2 stainless latch.',
  belowFloor: false,
  lines: [
    {
      lineNo: 1,
      partNo: 'LH-4102-20',
      name: 'Hinge, zinc, 20 mm',
      nameZh: '锌合金铰链，20 毫米',
      alternative: false,
      quantity: 500,
      priceBreaks: [
        { minQty: 1, unitPricePence: 950 },
        { minQty: 100, unitPricePence: 820 },
      ],
      unitPricePence: 820,
      listUnitPricePence: 990,
      lineTotalPence: 500 * 820,
      leadTimeDays: 10,
    },
    {
      lineNo: 2,
      partNo: 'LH-1202-40A',
      name: 'Latch, stainless, 40 mm',
      nameZh: '不锈钢门锁，40 毫米',
      alternative: true,
      quantity: 200,
      priceBreaks: [{ minQty: 1, unitPricePence: 420 }],
      unitPricePence: 420,
      listUnitPricePence: 500,
      lineTotalPence: 200 * 420,
      leadTimeDays: 21,
    },
  ],
};

const quote: QuoteDetail = {
  id: 12,
  quoteNo: 'Q-000012',
  state: 'quoted',
  createdAt: '2026-11-28T09:00:00Z',
  neededBy: '2026-12-20',
  deliveryCountry: 'GB',
  reference: 'ACME-RFQ-102',
  validUntil: '2026-12-29',
  buyer: { name: 'Mia Member', email: 'member@acme.example' },
  companyName: 'Acme Engineering Ltd',
  mine: true,
  lines: [
    {
      lineNo: 1,
      partNo: 'LH-4102-20',
      name: 'Hinge, zinc, 20 mm',
      nameZh: '锌合金铰链，20 毫米',
      quantity: 500,
      targetPricePence: 700,
      note: '',
    },
    {
      lineNo: 2,
      partNo: 'LH-1202-40',
      name: 'Latch, zinc, 40 mm',
      nameZh: '锌合金门锁，40 毫米',
      quantity: 200,
      targetPricePence: null,
      note: 'M10 instead of M8',
    },
  ],
  versions: [version],
  waiting: null,
  attachments: [],
  canAttach: false,
  messages: [],
  events: [],
  order: null,
  canAccept: true,
  taxRates: TAX_RATES_2026,
};

const quotation = (language: Language) =>
  quotationPdf({ seller: SELLER, quote, version, language, generatedOn: GENERATED_ON });

// Each file parses the font anew and is read back by pdf.js: seconds each on a busy machine.
describe('quotation PDF', { timeout: 30_000 }, () => {
  it('in English names seller, buyer, numbers, lines with breaks, lead times and the alternative, totals ex VAT and the terms', async () => {
    const pdf = await readPdf(await quotation('en'));
    const text = squash(pdf.text);
    for (const words of [
      'Quotation',
      'Lihda Group Ltd',
      'VAT number GB123456789',
      'Quoted for',
      'Acme Engineering Ltd',
      'Mia Member',
      'member@acme.example',
      'Quote number',
      'Q-000012',
      'Version',
      'Valid until',
      '29 December 2026',
      'Your reference',
      'ACME-RFQ-102',
      'Needed by',
      '20 December 2026',
      'LH-4102-20',
      '1+ £9.50',
      '100+ £8.20',
      '10 days',
      '£4,100.00',
      'LH-1202-40A',
      'Alternative offered for LH-1202-40',
      'M10 instead of M8',
      '21 days',
      '£840.00',
      'Lines (ex VAT)',
      '£4,940.00',
      'Delivery (ex VAT)',
      '£25.00',
      'Total ex VAT (GBP)',
      '£4,965.00',
      'Line 2 is the A2 stainless latch.',
      'exclude VAT',
      'valid until 29 December 2026 inclusive',
      'terms and conditions of sale',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(squash(words));
    }
    expect(pdf.title).toBe('Quotation Q-000012');
  });

  it('in Chinese, in Noto Sans SC, selectable', async () => {
    const pdf = await readPdf(await quotation('zh-cn'));
    const text = squash(pdf.text);
    for (const words of [
      '报价单',
      '报价号',
      '版本',
      '有效期至',
      '2026年12月29日',
      '报价对象',
      '不锈钢门锁，40毫米',
      '替代LH-1202-40的零件',
      '阶梯价格',
      '21天',
      '合计（不含增值税，英镑）',
      '£4,965.00',
      '不含增值税',
      '订单受本店销售条款约束',
      '第 1 页，共 1 页',
    ]) {
      expect(text).toContain(squash(words));
    }
    expect(pdf.fonts).toMatch(/^[A-Z]{6}\+NotoSansSC-Regular/);
    expect(pdf.title).toBe('报价单 Q-000012');
  });

  it('is filed under the quote number and version', () => {
    expect(quotationFileName('Q-000012', 2)).toBe('quotation-Q-000012-v2.pdf');
  });
});
