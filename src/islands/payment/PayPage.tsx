import '../../styles/payment.css';
import type { OrderDetail } from '#contract/calls/orders.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { payStatusPath } from '../../lib/payment/payment-paths.ts';
import { canStartPayment, isArranged } from '../../lib/payment/payment-state.ts';
import { ChoosePayment } from './ChoosePayment.tsx';
import { OrderPageNotice } from './OrderPageNotice.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import type { PaymentStrings } from './payment-strings.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { useOrder } from './use-order.ts';

interface Props {
  locale: Locale;
  strings: PaymentStrings;
  priceStrings: Dictionary['prices'];
}

/** /Pay/{id}: the order and the choice of how to pay it, for the buyer who placed it. */
export default function PayPage({ locale, strings, priceStrings }: Props) {
  const page = useOrder();
  if (page.kind !== 'ready') return <OrderPageNotice page={page} locale={locale} strings={strings} />;
  const { order } = page;
  return (
    <div className="payment-page">
      {isArranged(order.paymentState) && <Arranged order={order} locale={locale} strings={strings} />}
      {order.payable && <ChoosePayment order={order} locale={locale} strings={strings} />}
      {!order.payable && canStartPayment(order.paymentState) && (
        <NotPayableHere order={order} locale={locale} strings={strings} />
      )}
      <OrderSummary order={order} locale={locale} strings={strings} priceStrings={priceStrings} />
    </div>
  );
}

/** Paid, or a payment already arranged: says which and links to the status page with what follows. */
function Arranged({ order, locale, strings }: { order: OrderDetail; locale: Locale; strings: PaymentStrings }) {
  const state = order.paymentState;
  const said = state === 'paid' ? strings.isPaid : fill(strings.isUnderWay, { state: strings.states[state].title });
  return (
    <div className="pay-notice">
      <p>{order.payable ? `${said} ${strings.otherWay}` : said}</p>
      <a className={order.payable ? 'button secondary' : 'button'} href={payStatusPath(locale, order.id)}>
        {strings.viewStatus}
      </a>
    </div>
  );
}

/**
 * Unpaid, but not this buyer's to pay here: a team member's order an admin opened (paid with the
 * team's on /payAssociated), one waiting for approval, or one cancelled.
 */
function NotPayableHere({ order, locale, strings }: { order: OrderDetail; locale: Locale; strings: PaymentStrings }) {
  if (!order.mine) {
    return (
      <div className="pay-notice">
        <p>{fill(strings.teamOrder, { name: order.placedBy ?? '' })}</p>
        <a className="button" href={localePath(locale, '/payAssociated')}>
          {strings.teamPayments}
        </a>
      </div>
    );
  }
  return (
    <p className="pay-notice">
      {order.approvalState === 'pending' ? strings.waitsForApproval : strings.cancelledOrder}
    </p>
  );
}
