import type { PaymentTerms } from '../rules/due-date.ts';
import type { BilingualText } from './text.ts';

/** The names of payment terms on account, for the console, /acPay and invoices. */
export const PAYMENT_TERMS_NAMES: Record<PaymentTerms, BilingualText> = {
  eom30: { en: '30 days after the end of the month', zh: '月结 30 天' },
  days30: { en: '30 days after the invoice', zh: '发票开具后 30 天' },
};
