import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate, formatDateTime, SHOP_TIME_ZONE } from '#contract/format/dates.ts';
import type { OrdersStrings } from './orders-strings.ts';

/** Delivery as the buyer should read it: nothing is prepared for an order cancelled or still waiting for its money. */
function deliveryShown(order: OrderDetail): OrderDetail['deliveryState'] | 'waitingForPayment' | 'cancelled' {
  if (order.status === 'cancelled' || order.stage === 'cancelled') return 'cancelled';
  const settled = order.paymentState === 'paid' || order.paymentState === 'onAccount';
  return order.deliveryState === 'processing' && !settled ? 'waitingForPayment' : order.deliveryState;
}

/** Payment and delivery as they stand, and the order's history (order events), oldest first. */
export function OrderProgress({
  order,
  locale,
  strings,
}: {
  order: OrderDetail;
  locale: Locale;
  strings: OrdersStrings;
}) {
  const paymentNote = order.paidAt
    ? fill(strings.paidOn, { date: formatDate(order.paidAt, locale) })
    : order.dueAt
      ? fill(strings.dueBy, { date: formatDate(order.dueAt, locale) })
      : null;
  return (
    <section className="order-section" aria-labelledby="order-progress-title">
      <h3 id="order-progress-title">{strings.progressHeading}</h3>
      <dl className="order-facts-list">
        <div>
          <dt>{strings.paymentState}</dt>
          <dd>
            {strings.paymentStates[order.paymentState]}
            {paymentNote && <span className="order-fact-note">{paymentNote}</span>}
          </dd>
        </div>
        <div>
          <dt>{strings.deliveryState}</dt>
          <dd>{strings.deliveryStates[deliveryShown(order)]}</dd>
        </div>
      </dl>
      <h4 id="order-history-title">{strings.historyHeading}</h4>
      <ol className="order-events" aria-labelledby="order-history-title">
        {order.events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.at}>{formatDateTime(event.at, locale, SHOP_TIME_ZONE)}</time>
            <span>{strings.events[event.kind] ?? event.kind}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
