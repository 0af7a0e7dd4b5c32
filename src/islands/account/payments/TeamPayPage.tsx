import '../../../styles/payment.css';
import '../../../styles/account-payments.css';
import { useState } from 'react';
import { teamPayableList } from '../../../api/account-payments.ts';
import { localePath } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../../use-answer.ts';
import { AccountGate } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { TeamOrderPicker } from './TeamOrderPicker.tsx';
import { TeamPayMethods } from './TeamPayMethods.tsx';
import { TeamPaymentStatus } from './TeamPaymentStatus.tsx';
import { paymentIdFromSearch } from './team-pay-paths.ts';
import type { TeamPayProps } from './team-pay-props.ts';

/** /payAssociated: a company's payer chooses several of the team's unpaid orders and pays them in one payment. */
export default function TeamPayPage(props: TeamPayProps) {
  return (
    <AccountGate strings={props.gate}>
      <div className="payment-page acpay-page">
        <TeamPay {...props} />
      </div>
    </AccountGate>
  );
}

function TeamPay(props: TeamPayProps) {
  // Read once: a payment in the address (back from Stripe, or after a transfer was arranged) shows its status.
  const [paymentId] = useState(() => paymentIdFromSearch(window.location.search));
  if (paymentId !== null) return <TeamPaymentStatus id={paymentId} {...props} />;
  return <ChooseAndPay {...props} />;
}

function ChooseAndPay({ locale, strings, payment, gate }: TeamPayProps) {
  const { answer, status, retry } = useAnswer(teamPayableList, 'team payable');
  const [chosen, setChosen] = useState<number[] | null>(null);

  if (status === 'failed') return <LoadFailed retry={retry} strings={gate} />;
  if (!answer) return <p role="status">{gate.loading}</p>;
  if (answer.access !== 'payer') {
    return (
      <div className="pay-notice acpay-no-right">
        <p>{strings.access[answer.access]}</p>
        <a href={localePath(locale, '/acPay')}>{strings.ownPayments}</a>
      </div>
    );
  }
  const orders = answer.list.filter((o) => chosen?.includes(o.id));
  return (
    <>
      <p>{fill(strings.teamIntro, { company: answer.companyName ?? '' })}</p>
      {chosen === null || orders.length === 0 ? (
        <TeamOrderPicker orders={answer.list} locale={locale} strings={strings} onContinue={setChosen} />
      ) : (
        <TeamPayMethods
          orders={orders}
          locale={locale}
          strings={strings}
          payment={payment}
          onChange={() => setChosen(null)}
        />
      )}
    </>
  );
}
