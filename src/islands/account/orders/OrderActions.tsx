import { useState } from 'react';
import type { OrderAgainAnswer } from '#contract/calls/order-history.ts';
import { orderAgain, orderInvoice } from '../../../api/order-history.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { payPath, payStatusPath } from '../../../lib/payment/payment-paths.ts';
import { showMessage } from '../../../stores/messages.ts';
import { setBasketCount } from '../../../stores/session-change.ts';
import { OrderAgainResult } from './OrderAgainResult.tsx';
import type { OrdersStrings } from './orders-strings.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useChange } from '../../use-change.ts';
import { SaveAsList, type SaveAsListStrings } from '../lists/SaveAsList.tsx';

interface Props {
  order: OrderDetail;
  locale: Locale;
  strings: OrdersStrings;
  listStrings: SaveAsListStrings;
}

/** Pay (when the buyer can), the payment's status, the invoice PDF, order again, save as a parts list and print. */
export function OrderActions({ order, locale, strings, listStrings }: Props) {
  const [again, setAgain] = useState<OrderAgainAnswer | null>(null);
  // A refusal of either is told by src/stores/tell-buyer.ts.
  const invoice = useChange(orderInvoice);
  const reorder = useChange(orderAgain);

  async function downloadInvoice() {
    const file = await invoice.change(order.id);
    if (!file) return;
    saveFile(file.blob, file.fileName);
    showMessage('success', fill(strings.invoiceSaved, { fileName: file.fileName }));
  }

  async function orderAgainNow() {
    const answer = await reorder.change(order.id);
    if (!answer) return;
    setBasketCount(answer.basket.basketCount);
    setAgain(answer);
  }

  return (
    <div className="order-actions no-print" role="group" aria-label={strings.actions}>
      <div className="order-action-buttons">
        {order.payable && (
          <a className="button" href={payPath(locale, order.id)}>
            {strings.pay}
          </a>
        )}
        {order.mine && (
          <a className="button secondary" href={payStatusPath(locale, order.id)}>
            {strings.paymentStatus}
          </a>
        )}
        <button
          type="button"
          className="button secondary"
          disabled={invoice.busy}
          onClick={() => void downloadInvoice()}
        >
          {/* Before it is paid or put on account an order has no VAT invoice yet: the pro-forma asks for payment. */}
          {invoice.busy
            ? strings.invoiceSaving
            : order.invoice || order.status === 'cancelled'
              ? strings.invoice
              : strings.proForma}
        </button>
        <button type="button" className="button secondary" disabled={reorder.busy} onClick={() => void orderAgainNow()}>
          {reorder.busy ? strings.orderingAgain : strings.orderAgain}
        </button>
        <SaveAsList orderId={order.id} orderNo={order.orderNo} locale={locale} strings={listStrings} />
        <button type="button" className="button secondary" onClick={() => window.print()}>
          {strings.print}
        </button>
      </div>
      {again && <OrderAgainResult answer={again} locale={locale} strings={strings} />}
    </div>
  );
}
