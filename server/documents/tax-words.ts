import type { Language } from '#contract/i18n/text.ts';

/**
 * What a VAT invoice prints beyond the order (HMRC VAT Notice 700 §16.3, docs/tax-and-invoices.md):
 * the buyer's tax numbers, each line's rate, the VAT per rate and, for exports, why none is charged and
 * who pays the import duties (the zone's setting, docs/delivery.md).
 */
export const TAX_WORDS = {
  en: {
    buyerVatNo: 'VAT number: {vat}',
    buyerEoriNo: 'EORI number: {eori}',
    unitPriceExVat: 'Unit price ex VAT',
    vatRate: 'VAT rate',
    ratePercent: '{rate}%',
    totalExVat: 'Total ex VAT',
    vatAtRateOn: 'VAT at {rate}% on {amount}',
    zeroRatedExport: 'Zero-rated export — goods sent outside the UK',
    dutiesUnpaid:
      'Delivered duties unpaid (DAP, Incoterms 2020): import duties, taxes and clearance charges are payable by the recipient.',
    dutiesPaid: 'Delivered duty paid (DDP, Incoterms 2020): import duties and taxes are paid by Lihda Group.',
  },
  'zh-cn': {
    buyerVatNo: '增值税号：{vat}',
    buyerEoriNo: 'EORI 号码：{eori}',
    unitPriceExVat: '单价（不含增值税）',
    vatRate: '增值税率',
    ratePercent: '{rate}%',
    totalExVat: '合计（不含增值税）',
    vatAtRateOn: '增值税 {rate}%，计税金额 {amount}',
    zeroRatedExport: '零税率出口——货物运往英国境外',
    dutiesUnpaid: '未完税交货（DAP，《国际贸易术语解释通则 2020》）：进口关税、税费和清关费用由收货人承担。',
    dutiesPaid: '完税后交货（DDP，《国际贸易术语解释通则 2020》）：进口关税和税费由 Lihda Group 承担。',
  },
} as const satisfies Record<Language, Record<string, string>>;
