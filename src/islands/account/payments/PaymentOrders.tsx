import type { PaymentOrderRef } from '#contract/calls/account-payments.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { orderDetailsPath } from './payments-strings.ts';

/** The orders a payment covers: a link to each the viewer may open, the number alone otherwise. */
export function PaymentOrders({ orders, locale }: { orders: PaymentOrderRef[]; locale: Locale }) {
  return (
    <ul className="acpay-orders">
      {orders.map((o) => (
        <li key={o.id}>{o.canOpen ? <a href={orderDetailsPath(locale, o.id)}>{o.orderNo}</a> : o.orderNo}</li>
      ))}
    </ul>
  );
}
