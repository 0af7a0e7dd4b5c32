import type { StaffOrderRow } from '#contract/calls/staff-orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatPence } from '#contract/format/money.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { EditorTable } from '../EditorTable.tsx';

interface Props {
  orders: readonly StaffOrderRow[];
  caption: string;
  locale: Locale;
  strings: EditorStrings;
  onOpen: (id: number) => void;
}

/** A table of orders for staff (the orders section, a company's or a customer's page); each order number opens it. */
export function OrderRows({ orders, caption, locale, strings, onOpen }: Props) {
  const text = strings.orders;
  return (
    <EditorTable
      caption={caption}
      columns={[text.orderNo, text.placed, text.buyer, text.stage, text.paymentState, text.total]}
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <td>
            <button
              type="button"
              className="text-button"
              aria-label={fill(text.open, { orderNo: order.orderNo })}
              onClick={() => onOpen(order.id)}
            >
              {order.orderNo}
            </button>
            {order.poReference && <small>{order.poReference}</small>}
          </td>
          <td>{formatDateTime(order.createdAt, locale)}</td>
          <td>
            {order.buyerName}
            <small>{order.companyName ?? order.buyerEmail}</small>
          </td>
          <td>{text.stages[order.stage]}</td>
          <td>
            {text.paymentStates[order.paymentState]}
            <small>{text.methods[order.paymentMethod]}</small>
          </td>
          <td>{formatPence(order.totalPence, locale)}</td>
        </tr>
      ))}
    </EditorTable>
  );
}
