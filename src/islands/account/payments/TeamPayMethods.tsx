import { useState } from 'react';
import { teamPayStart } from '../../../api/account-payments.ts';
import type { TeamPayableOrder, TeamPayMethod } from '#contract/calls/account-payments.ts';
import { paymentOptions } from '../../../api/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '../../../lib/catalogue/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { CardPayment } from '../../payment/CardPayment.tsx';
import { methodOptions } from '../../payment/ChoosePayment.tsx';
import { OptionsNotice } from '../../payment/OptionsNotice.tsx';
import { PaymentMethodChoice } from '../../payment/PaymentMethodChoice.tsx';
import type { PaymentStrings } from '../../payment/payment-strings.ts';
import { useCall } from '../../payment/use-call.ts';
import type { AccountPaymentsStrings } from './payments-strings.ts';
import { teamPaymentPath } from './team-pay-paths.ts';

interface Props {
  orders: TeamPayableOrder[];
  locale: Locale;
  strings: AccountPaymentsStrings;
  payment: PaymentStrings;
  onChange: () => void;
}

const TEAM_METHODS: readonly TeamPayMethod[] = ['card', 'bankTransfer'];

/** The chosen orders paid in one payment: the card form for the sum, or one bank transfer. */
export function TeamPayMethods({ orders, locale, strings, payment, onChange }: Props) {
  const options = useCall('paymentOptions', paymentOptions);
  const [chosen, setChosen] = useState<TeamPayMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = orders.map((o) => o.id);
  const amountPence = orders.reduce((sum, o) => sum + o.totalPence, 0);

  async function payByTransfer() {
    setBusy(true);
    try {
      const started = await teamPayStart(ids, 'bankTransfer');
      window.location.assign(teamPaymentPath(locale, started.paymentId));
    } catch {
      // The error catalogue has shown the server's message (which order stopped it).
      setBusy(false);
    }
  }

  const startCard = async () => {
    const started = await teamPayStart(ids, 'card');
    return { ...started, returnPath: teamPaymentPath(locale, started.paymentId) };
  };

  if (options.status === 'failed' || !options.value) return <OptionsNotice options={options} strings={payment} />;
  // Transfer first: the card form makes a PaymentIntent as soon as it shows, so it waits to be chosen.
  const method = chosen ?? 'bankTransfer';

  return (
    <div className="pay-choice">
      <p className="acpay-total"><strong>{fill(strings.paying, { count: orders.length, amount: formatPence(amountPence, locale) })}</strong></p>
      <ul className="acpay-orders inline">{orders.map((o) => <li key={o.id}>{o.orderNo}</li>)}</ul>
      <p><button type="button" className="button secondary small" onClick={onChange}>{strings.changeSelection}</button></p>
      <PaymentMethodChoice
        legend={payment.methodLegend}
        options={methodOptions(options.value, payment, TEAM_METHODS)}
        value={method}
        onChange={(next) => setChosen(next as TeamPayMethod)}
      />
      <div className="pay-action">
        {method === 'card' && <CardPayment start={startCard} startKey={`team ${ids.join(',')}`} locale={locale} amountPence={amountPence} strings={payment} />}
        {method === 'bankTransfer' && (
          <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={payByTransfer}>{payment.payByTransfer}</button>
        )}
      </div>
    </div>
  );
}
