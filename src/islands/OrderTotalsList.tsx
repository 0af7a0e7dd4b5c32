import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';

/** The labels of an order's totals; `vat` holds {rate}. */
export interface OrderTotalsStrings {
  subtotal: string;
  delivery: string;
  vat: string;
  total: string;
}

/** An order's subtotal, delivery, VAT and the total the buyer pays, right-aligned under its lines. */
export function OrderTotalsList({
  totals,
  locale,
  strings,
}: {
  totals: OrderDetail['totals'];
  locale: Locale;
  strings: OrderTotalsStrings;
}) {
  const price = (pence: number) => formatPence(pence, locale);
  return (
    <dl className="order-totals">
      <div>
        <dt>{strings.subtotal}</dt>
        <dd>{price(totals.subtotalPence)}</dd>
      </div>
      <div>
        <dt>{strings.delivery}</dt>
        <dd>{price(totals.deliveryPence)}</dd>
      </div>
      <div>
        <dt>{fill(strings.vat, { rate: totals.vatRatePercent })}</dt>
        <dd>{price(totals.vatPence)}</dd>
      </div>
      <div className="grand-total">
        <dt>{strings.total}</dt>
        <dd>{price(totals.totalPence)}</dd>
      </div>
    </dl>
  );
}
