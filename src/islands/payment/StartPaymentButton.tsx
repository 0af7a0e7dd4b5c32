import { useState } from 'react';
import { payStart } from '../../api/orders.ts';
import type { PaymentMethod } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { payStatusPath } from '../../lib/payment/payment-paths.ts';

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
    try {
      await payStart(orderId, method);
      window.location.assign(payStatusPath(locale, orderId));
    } catch {
      // The error catalogue has shown the server's message; the buyer may try again or choose another way.
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={start}>
      {label}
    </button>
  );
}
