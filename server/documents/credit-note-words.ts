import type { Language } from '#contract/i18n/text.ts';

/** The words of a credit note and of its line on a statement, in both languages (the rest come from words.ts). */
const EN = {
  creditNote: 'Credit note',
  creditNoteNumber: 'Credit note number',
  creditNoteDate: 'Credit note date',
  creditNoteFor: 'Credit note for invoice {invoiceNo}',
  invoiceTaxPoint: 'Invoice tax point',
  reason: 'Reason',
  vatRate: 'VAT',
  totalCredited: 'Total credited (GBP)',
  restockingFee: 'Less restocking fee',
  cancellation: 'Order cancelled',
  refund: 'Refund',
  return: 'Goods returned',
  creditNoteEntry: 'Credit note {creditNoteNo} (order {orderNo})',
};

export type CreditNoteWords = Record<keyof typeof EN, string>;

export const CREDIT_NOTE_WORDS: Record<Language, CreditNoteWords> = {
  en: EN,
  'zh-cn': {
    creditNote: '贷项通知单',
    creditNoteNumber: '贷项通知单编号',
    creditNoteDate: '贷项通知单日期',
    creditNoteFor: '发票 {invoiceNo} 的贷项通知单',
    invoiceTaxPoint: '发票纳税点',
    reason: '原因',
    vatRate: '增值税',
    totalCredited: '贷记总额（英镑）',
    restockingFee: '减：重新入库费',
    cancellation: '订单已取消',
    refund: '退款',
    return: '退货',
    creditNoteEntry: '贷项通知单 {creditNoteNo}（订单 {orderNo}）',
  },
};
