import type { OrderDetail } from '../../../api/shop-types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { formatPence } from '../../../lib/catalogue/money.ts';
import { fill } from '../../../lib/i18n-text.ts';
import type { OrdersStrings } from './orders-strings.ts';

/** Subtotal, delivery, VAT and the total the buyer pays. */
export function OrderTotals({ totals, locale, strings }: { totals: OrderDetail['totals']; locale: Locale; strings: OrdersStrings }) {
  const price = (pence: number) => formatPence(pence, locale);
  return (
    <section className="order-section" aria-labelledby="order-totals-title">
      <h3 id="order-totals-title">{strings.totalsHeading}</h3>
      <dl className="order-detail-totals">
        <div><dt>{strings.subtotal}</dt><dd>{price(totals.subtotalPence)}</dd></div>
        <div><dt>{strings.delivery}</dt><dd>{price(totals.deliveryPence)}</dd></div>
        <div><dt>{fill(strings.vat, { rate: totals.vatRatePercent })}</dt><dd>{price(totals.vatPence)}</dd></div>
        <div className="grand-total"><dt>{strings.grandTotal}</dt><dd>{price(totals.totalPence)}</dd></div>
      </dl>
    </section>
  );
}
