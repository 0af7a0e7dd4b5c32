import type { Language } from '#contract/i18n/text.ts';

/**
 * What a VAT invoice prints beyond the order (HMRC VAT Notice 700 §16.3, docs/tax-and-invoices.md):
 * the buyer's tax numbers, each line's rate, the VAT per rate and, for exports, why none is charged.
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
  },
} as const satisfies Record<Language, Record<string, string>>;
