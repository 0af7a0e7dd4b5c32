import type { BankLabels } from '../rules/bank-rows.ts';
import type { Language } from './text.ts';

/**
 * The names of the details a bank transfer needs, in both languages: the pro-forma page, its PDF
 * and the e-mail print them alike (contract/rules/bank-rows.ts orders them).
 */
export const BANK_LABELS = {
  en: {
    accountName: 'Account name',
    bankName: 'Bank',
    sortCode: 'Sort code',
    accountNumber: 'Account number',
    iban: 'IBAN',
    bic: 'BIC',
    reference: 'Reference',
  },
  'zh-cn': {
    accountName: '账户名',
    bankName: '银行',
    sortCode: '银行代码',
    accountNumber: '账号',
    iban: 'IBAN',
    bic: 'BIC',
    reference: '付款备注',
  },
} satisfies Record<Language, BankLabels>;
