import { describe, expect, it } from 'vitest';
import { detailLines } from '../../src/lib/editor/change-detail.ts';
import { CHANGE_FIELD_NAMES } from '#contract/i18n/change-fields.ts';
import { formatDateTime } from '#contract/format/dates.ts';

describe('detailLines', () => {
  it('shows each changed field under the name staff know it by, before → after, in the reader’s language', () => {
    const detail = { stock: { from: 12, to: 40 }, titleEn: { from: 'CAD', to: '' } };
    expect(detailLines(detail, 'en')).toEqual(['Stock: 12 → 40', 'English title: CAD → ""']);
    expect(detailLines(detail, 'zh-cn')).toEqual(['库存：12 → 40', '英文标题：CAD → ""']);
  });

  it("lists a created or deleted record's fields, and other tools' objects, by name", () => {
    expect(detailLines({ titleEn: 'Cutting', sortOrder: 3 }, 'en')).toEqual(['English title: Cutting', 'Position: 3']);
    expect(detailLines({ build: 7, coalesced: false }, 'en')).toEqual(['Build: 7', 'Joined a waiting build: no']);
    expect(detailLines({ fileName: 'parts.csv', rows: 12, familiesCreated: 1 }, 'zh-cn')).toEqual([
      '文件：parts.csv',
      '行数：12',
      '新建产品系列：1',
    ]);
  });

  it("reads a staff action's before and after as one change per field, with money as money", () => {
    const credit = {
      before: { creditApproved: false, creditLimitPence: null, creditTerms: 'days30' },
      after: { creditApproved: true, creditLimitPence: 500_000, creditTerms: 'eom30' },
    };
    expect(detailLines(credit, 'en')).toEqual([
      'Approved for credit: no → yes',
      'Credit limit: — → £5,000.00',
      'Payment terms: days30 → eom30',
    ]);
    expect(detailLines(credit, 'zh-cn')).toEqual([
      '信用已批准：否 → 是',
      '信用额度：— → £5,000.00',
      '付款条件：days30 → eom30',
    ]);
    const transfer = {
      before: { paymentState: 'awaitingTransfer', duePence: 12_000 },
      after: { paidOrders: ['LG-1'], duePence: 0 },
    };
    expect(detailLines(transfer, 'en')).toEqual([
      'Payment: awaitingTransfer',
      'Due: £120.00 → £0.00',
      'Orders paid: LG-1',
    ]);
    expect(detailLines({ before: null, after: { role: 'sales' } }, 'en')).toEqual(['Role: sales']);
    // A part payment pays no order in full: none is named.
    expect(detailLines({ before: { duePence: 1000 }, after: { paidOrders: [], duePence: 400 } }, 'en')).toEqual([
      'Due: £10.00 → £4.00',
      'Orders paid: —',
    ]);
    const dispatch = {
      before: { deliveryState: 'processing' },
      after: { deliveryState: 'dispatched', shipment: { carrier: 'DHL', lines: [{ lineNo: 1, quantity: 2 }] } },
    };
    expect(detailLines(dispatch, 'en')).toEqual([
      'Delivery: processing → dispatched',
      'Shipment: Carrier DHL, Lines (Line 1, Quantity 2)',
    ]);
  });

  it('keeps a key it has no name for as recorded, and has nothing to show for an empty detail', () => {
    expect(detailLines({ from: { ip: '::1' } }, 'en')).toEqual(['from: ip ::1']);
    expect(detailLines({}, 'en')).toEqual([]);
    expect(detailLines(null, 'en')).toEqual([]);
    expect(detailLines([1, 2], 'en')).toEqual(['1, 2']);
  });
});

describe('the names of the fields a change records', () => {
  it('name every field apart in each language', () => {
    for (const language of ['en', 'zh'] as const) {
      const names = Object.values(CHANGE_FIELD_NAMES).map((name) => name[language]);
      expect(names.every((name) => name.trim() !== '')).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('formatDateTime', () => {
  it('shows date and time in the language of the page', () => {
    expect(formatDateTime('2026-11-20T10:05:00.000Z', 'en', 'Europe/London')).toBe('20 Nov 2026, 10:05');
    expect(formatDateTime('2026-11-20T10:05:00.000Z', 'zh-cn', 'Europe/London')).toBe('2026年11月20日 10:05');
  });
});

describe('detailLines of price-list changes', () => {
  it("names a rule's kind and reads an import's net prices part by part, in both languages", () => {
    const rule = {
      before: null,
      after: {
        rule: 'net',
        partNo: 'LH-1',
        familyId: null,
        categoryId: null,
        percentOff: null,
        priceBreaks: '1:950;100:820',
      },
    };
    expect(detailLines(rule, 'en')).toEqual([
      'Rule: net price',
      'Part number: LH-1',
      'Product family (number): —',
      'Category (number): —',
      'Percentage off: —',
      'Price breaks (quantity:pence): 1:950;100:820',
    ]);
    expect(detailLines(rule, 'zh-cn')[0]).toBe('规则：净价');
    const imported = {
      fileName: 'net.csv',
      rows: 2,
      netPricesAdded: 1,
      netPricesChanged: 0,
      netPricesRemoved: 1,
      netPrices: [
        { partNo: 'LH-1', before: null, after: '1:900' },
        { partNo: 'LH-2', before: '1:500', after: null },
      ],
    };
    expect(detailLines(imported, 'en')).toEqual([
      'File: net.csv',
      'Rows: 2',
      'Net prices added: 1',
      'Net prices changed: 0',
      'Net prices removed: 1',
      'Net prices (price breaks quantity:pence): LH-1: — → 1:900, LH-2: 1:500 → —',
    ]);
    expect(detailLines(imported, 'zh-cn').slice(2)).toEqual([
      '新增净价：1',
      '修改净价：0',
      '删除净价：1',
      '净价（阶梯 数量:便士）：LH-1: — → 1:900, LH-2: 1:500 → —',
    ]);
  });
});
