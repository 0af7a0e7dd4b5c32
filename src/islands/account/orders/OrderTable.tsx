import type { OrderListRow } from '#contract/calls/order-history.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { formatDate } from '#contract/format/dates.ts';
import { orderDetailsPath, type OrdersStrings } from './orders-strings.ts';
import { StageBadge } from './StageBadge.tsx';

interface Props {
  orders: OrderListRow[];
  team: boolean;
  locale: Locale;
  strings: OrdersStrings;
}

/** One page of orders: each number opens the order; in the team view, who placed each. */
export function OrderTable({ orders, team, locale, strings }: Props) {
  return (
    <div className="order-table-wrap">
      <table className="data-table order-table">
        <caption>{team ? strings.teamCaption : strings.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.orderNo}</th>
            <th scope="col">{strings.placedOn}</th>
            <th scope="col">{strings.poReference}</th>
            {team && <th scope="col">{strings.placedBy}</th>}
            <th scope="col">{strings.status}</th>
            <th scope="col" className="num">
              {strings.items}
            </th>
            <th scope="col" className="num">
              {strings.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <a href={orderDetailsPath(locale, order.id)}>{order.orderNo}</a>
              </th>
              <td>{formatDate(order.createdAt, locale)}</td>
              <td>{order.poReference}</td>
              {team && <td>{order.mine ? strings.you : order.placedBy}</td>}
              <td>
                <StageBadge stage={order.stage} strings={strings} />
              </td>
              <td className="num">{order.lineCount}</td>
              <td className="num">{formatPence(order.totalPence, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
