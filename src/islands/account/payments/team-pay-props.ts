import type { Locale } from '#contract/i18n/locales.ts';
import type { PaymentStrings } from '../../payment/payment-strings.ts';
import type { AccountStrings } from '../AccountGate.tsx';
import type { AccountPaymentsStrings } from './payments-strings.ts';

/** What the team payment page and its parts are given. */
export interface TeamPayProps {
  locale: Locale;
  strings: AccountPaymentsStrings;
  payment: PaymentStrings;
  gate: AccountStrings;
}
