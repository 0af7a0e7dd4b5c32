import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { OrderTotalsList } from '../../OrderTotalsList.tsx';
import type { OrdersStrings } from './orders-strings.ts';

/** The order's totals section: subtotal, delivery, VAT and the total the buyer pays. */
export function OrderTotals({
  totals,
  locale,
  strings,
}: {
  totals: OrderDetail['totals'];
  locale: Locale;
  strings: OrdersStrings;
}) {
  return (
    <section className="order-section" aria-labelledby="order-totals-title">
      <h3 id="order-totals-title">{strings.totalsHeading}</h3>
      <OrderTotalsList totals={totals} locale={locale} strings={{ ...strings, total: strings.grandTotal }} />
    </section>
  );
}
