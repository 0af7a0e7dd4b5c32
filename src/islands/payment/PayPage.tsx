import '../../styles/payment.css';
import type { OrderDetail } from '../../api/shop-types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../lib/i18n-text.ts';
import { payStatusPath } from '../../lib/payment/payment-paths.ts';
import { canStartPayment, isArranged } from '../../lib/payment/payment-state.ts';
import { ChoosePayment } from './ChoosePayment.tsx';
import { OrderPageNotice } from './OrderPageNotice.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import type { PaymentStrings } from './payment-strings.ts';
import { useOrder } from './use-order.ts';

interface Props {
  locale: Locale;
  strings: PaymentStrings;
}

/** /Pay/{id}: the order and the choice of how to pay it, for the buyer who placed it. */
export default function PayPage({ locale, strings }: Props) {
  const page = useOrder();
  if (page.kind !== 'ready') return <OrderPageNotice page={page} locale={locale} strings={strings} />;
  const { order } = page;
  return (
    <div className="payment-page">
      {isArranged(order.paymentState) && <Arranged order={order} locale={locale} strings={strings} />}
      {canStartPayment(order.paymentState) && <ChoosePayment order={order} locale={locale} strings={strings} />}
      <OrderSummary order={order} locale={locale} strings={strings} />
    </div>
  );
}

/** Paid, or a payment already arranged: says which and links to the status page with what follows. */
function Arranged({ order, locale, strings }: { order: OrderDetail; locale: Locale; strings: PaymentStrings }) {
  const state = order.paymentState;
  const said = state === 'paid' ? strings.isPaid : fill(strings.isUnderWay, { state: strings.states[state].title });
  return (
    <div className="pay-notice">
      <p>{canStartPayment(state) ? `${said} ${strings.otherWay}` : said}</p>
      <a className={canStartPayment(state) ? 'button secondary' : 'button'} href={payStatusPath(locale, order.id)}>{strings.viewStatus}</a>
    </div>
  );
}
