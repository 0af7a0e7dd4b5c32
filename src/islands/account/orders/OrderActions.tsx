import { useState } from 'react';
import type { OrderAgainAnswer } from '#contract/calls/order-history.ts';
import { orderAgain, orderInvoice } from '../../../api/order-history.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { payPath, payStatusPath } from '../../../lib/payment/payment-paths.ts';
import { showMessage } from '../../../stores/messages.ts';
import { setBasketCount } from '../../../stores/session.ts';
import { OrderAgainResult } from './OrderAgainResult.tsx';
import type { OrdersStrings } from './orders-strings.ts';
import { saveFile } from './save-file.ts';

interface Props {
  order: OrderDetail;
  locale: Locale;
  strings: OrdersStrings;
}

/** Pay (when the buyer can), the payment's status, the invoice PDF, order again and print. */
export function OrderActions({ order, locale, strings }: Props) {
  const [busy, setBusy] = useState<'invoice' | 'again' | null>(null);
  const [again, setAgain] = useState<OrderAgainAnswer | null>(null);

  async function run(which: 'invoice' | 'again', work: () => Promise<void>) {
    setBusy(which);
    try {
      await work();
    } catch {
      // The error catalogue has shown why.
    } finally {
      setBusy(null);
    }
  }

  const downloadInvoice = () =>
    run('invoice', async () => {
      const { blob, fileName } = await orderInvoice(order.id);
      saveFile(blob, fileName);
      showMessage('success', fill(strings.invoiceSaved, { fileName }));
    });

  const orderAgainNow = () =>
    run('again', async () => {
      const answer = await orderAgain(order.id);
      setBasketCount(answer.basket.basketCount);
      setAgain(answer);
    });

  return (
    <div className="order-actions no-print" role="group" aria-label={strings.actions}>
      <div className="order-action-buttons">
        {order.payable && <a className="button" href={payPath(locale, order.id)}>{strings.pay}</a>}
        {order.mine && <a className="button secondary" href={payStatusPath(locale, order.id)}>{strings.paymentStatus}</a>}
        <button type="button" className="button secondary" disabled={busy === 'invoice'} onClick={() => void downloadInvoice()}>
          {busy === 'invoice' ? strings.invoiceSaving : strings.invoice}
        </button>
        <button type="button" className="button secondary" disabled={busy === 'again'} onClick={() => void orderAgainNow()}>
          {busy === 'again' ? strings.orderingAgain : strings.orderAgain}
        </button>
        <button type="button" className="button secondary" onClick={() => window.print()}>{strings.print}</button>
      </div>
      {again && <OrderAgainResult answer={again} locale={locale} strings={strings} />}
    </div>
  );
}
