import { useState } from 'react';
import { paymentDetail } from '../../../api/account-payments.ts';
import type { PaymentDetail } from '#contract/calls/account-payments.ts';
import { localePath } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { returnedFromCard } from '../../../lib/payment/payment-state.ts';
import { BankTransferDetails } from '../../payment/BankTransferDetails.tsx';
import { useAnswer } from '../../use-answer.ts';
import { usePolling } from '../../payment/use-polling.ts';
import { LoadFailed } from '../../LoadFailed.tsx';
import { PaymentOrders } from './PaymentOrders.tsx';
import type { TeamPayProps } from './team-pay-props.ts';

/** A team payment's state (followed while the card is confirmed), and the pro-forma while a transfer is expected. */
export function TeamPaymentStatus({ id, locale, strings, payment, gate }: TeamPayProps & { id: number }) {
  const call = useAnswer(() => paymentDetail(id), `payment ${id}`);
  // Read once: Stripe's redirect says the card was accepted; the webhook follows.
  const [returning] = useState(() => returnedFromCard(window.location.search));
  const polling = call.answer?.state === 'pending' && returning;
  const gaveUp = usePolling(polling, call.refresh);

  if (call.status === 'failed') return <LoadFailed retry={call.retry} strings={gate} />;
  if (!call.answer) return <p role="status">{strings.statusLoading}</p>;
  const detail: PaymentDetail = call.answer;
  return (
    <>
      <div className={`pay-status state-${detail.state === 'succeeded' ? 'paid' : detail.state}`} role="status">
        <h2>
          {fill(strings.statusTitle, { reference: detail.reference })}: {strings.paymentStates[detail.state]}
        </h2>
        <p>{strings.statusNext[detail.state]}</p>
        {detail.failureMessage && <p className="pay-status-detail">{detail.failureMessage}</p>}
        {polling && gaveUp && <p>{strings.stillPending}</p>}
      </div>
      {detail.bankDetails && (
        <BankTransferDetails
          bank={detail.bankDetails}
          amountPence={detail.amountPence}
          intro={fill(strings.teamProFormaIntro, { reference: detail.reference, count: detail.orders.length })}
          locale={locale}
          strings={payment}
        >
          <h3>{strings.teamProFormaOrders}</h3>
          <PaymentOrders orders={detail.orders} locale={locale} />
        </BankTransferDetails>
      )}
      {!detail.bankDetails && (
        <section aria-labelledby="team-payment-orders">
          <h3 id="team-payment-orders">
            {strings.ordersCovered}: {formatPence(detail.amountPence, locale)}
          </h3>
          <PaymentOrders orders={detail.orders} locale={locale} />
        </section>
      )}
      <p className="no-print">
        <a href={localePath(locale, '/payAssociated')}>{strings.payMore}</a>
      </p>
    </>
  );
}
