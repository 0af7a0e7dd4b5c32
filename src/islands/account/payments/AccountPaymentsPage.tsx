import '../../../styles/account-payments.css';
import type { Locale } from '#contract/i18n/locales.ts';
import type { PaymentStrings } from '../../payment/payment-strings.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { CreditSection } from './CreditSection.tsx';
import { OutstandingSection } from './OutstandingSection.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';
import type { AccountPaymentsStrings } from './payments-strings.ts';

interface Props {
  locale: Locale;
  strings: AccountPaymentsStrings;
  payment: PaymentStrings;
  gate: AccountStrings;
}

/** /acPay: the company's credit (for its payers), what the buyer still owes (with Pay), then every payment and invoice. */
export default function AccountPaymentsPage({ locale, strings, payment, gate }: Props) {
  return (
    <AccountGate strings={gate}>
      <div className="acpay-page">
        <CreditSection locale={locale} strings={strings} />
        <OutstandingSection locale={locale} strings={strings} gate={gate} />
        <PaymentHistory locale={locale} strings={strings} methods={payment.methods} gate={gate} />
      </div>
    </AccountGate>
  );
}
