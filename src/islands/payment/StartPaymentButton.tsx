import { useState } from 'react';
import { payStart } from '../../api/orders.ts';
import type { PaymentMethod } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { payStatusPath } from '../../lib/payment/payment-paths.ts';
import { answerOrTold } from '../../stores/tell-buyer.ts';

interface Props {
  orderId: number;
  method: Exclude<PaymentMethod, 'card'>;
  label: string;
  locale: Locale;
}

/** Bank transfer or on account: one click starts it on the server, then the status page shows what follows. */
export function StartPaymentButton({ orderId, method, label, locale }: Props) {
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    // A refusal is told; the buyer may try again or choose another way.
    if ((await answerOrTold(payStart(orderId, method))) === undefined) setBusy(false);
    else window.location.assign(payStatusPath(locale, orderId));
  }

  return (
    <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={start}>
      {label}
    </button>
  );
}
