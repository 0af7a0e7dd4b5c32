import '../../styles/payment.css';
import { useState } from 'react';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import { payPath } from '../../lib/payment/payment-paths.ts';
import { returnedFromCard, shouldPoll, shownState } from '../../lib/payment/payment-state.ts';
import { statusText } from '../../lib/payment/status-text.ts';
import { BankTransferDetails } from './BankTransferDetails.tsx';
import { OrderPageNotice } from './OrderPageNotice.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import type { PaymentStrings } from './payment-strings.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { useOrder } from './use-order.ts';
import { usePolling } from './use-polling.ts';

interface Props {
  locale: Locale;
  strings: PaymentStrings;
  priceStrings: Dictionary['prices'];
}

/** /payStatus/{id}: where the order's payment stands and what comes next; it follows a card payment until it settles. */
export default function PayStatusPage({ locale, strings, priceStrings }: Props) {
  const page = useOrder();
  if (page.kind !== 'ready') return <OrderPageNotice page={page} locale={locale} strings={strings} />;
  return (
    <OrderStatus
      order={page.order}
      refresh={page.refresh}
      locale={locale}
      strings={strings}
      priceStrings={priceStrings}
    />
  );
}

interface StatusProps extends Props {
  order: OrderDetail;
  refresh: () => Promise<void>;
}

function OrderStatus({ order, refresh, locale, strings, priceStrings }: StatusProps) {
  // Read once: the address does not change while the page is open.
  const [returning] = useState(() => returnedFromCard(window.location.search));
  const polling = shouldPoll(order.paymentState, returning);
  const gaveUp = usePolling(polling, refresh);
  const state = shownState(order.paymentState, returning);
  const text = statusText(order, returning, locale, strings);
  const payAgain = state === 'failed' ? strings.tryAgain : state === 'unpaid' ? strings.payNow : null;

  return (
    <div className="payment-page">
      {/* One live region for the state: a change while the page is open (pending → paid) is announced. */}
      <div className={`pay-status state-${state}`} role="status">
        <h2>{text.title}</h2>
        <p>{text.next}</p>
        {text.detail && <p className="pay-status-detail">{text.detail}</p>}
        {polling && gaveUp && <p>{strings.stillPending}</p>}
      </div>
      {payAgain && (
        <p className="no-print">
          <a className="button" href={payPath(locale, order.id)}>
            {payAgain}
          </a>
        </p>
      )}
      {state === 'awaitingTransfer' && (
        <BankTransferDetails
          bank={order.bankDetails}
          amountPence={order.totals.totalPence}
          intro={fill(strings.proFormaIntro, { orderNo: order.orderNo, date: formatDate(order.createdAt, locale) })}
          locale={locale}
          strings={strings}
        />
      )}
      <OrderSummary order={order} locale={locale} strings={strings} priceStrings={priceStrings} />
    </div>
  );
}
