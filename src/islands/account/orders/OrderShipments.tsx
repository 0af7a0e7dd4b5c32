import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import type { OrdersStrings } from './orders-strings.ts';

/** Each parcel sent for the order: when, by which carrier, its tracking link and what was in it. */
export function OrderShipments({
  order,
  locale,
  strings,
}: {
  order: OrderDetail;
  locale: Locale;
  strings: OrdersStrings;
}) {
  if (order.shipments.length === 0) return null;
  return (
    <section className="order-section" aria-labelledby="order-shipments-title">
      <h3 id="order-shipments-title">{strings.shipmentsHeading}</h3>
      {order.shipments.map((shipment) => (
        <table key={shipment.id} className="order-shipment">
          <caption>
            {fill(strings.shipmentCaption, { date: formatDate(shipment.at, locale), carrier: shipment.carrier })}
            {' · '}
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              {fill(strings.trackParcel, { trackingNo: shipment.trackingNo })}
            </a>
          </caption>
          <thead>
            <tr>
              <th scope="col">{strings.partNo}</th>
              <th scope="col">{strings.shippedQuantity}</th>
            </tr>
          </thead>
          <tbody>
            {shipment.lines.map((line) => (
              <tr key={line.lineNo}>
                <td>{line.partNo}</td>
                <td>{line.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
