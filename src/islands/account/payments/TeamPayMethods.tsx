import { useState } from 'react';
import { teamPayStart } from '../../../api/account-payments.ts';
import type { TeamPayableOrder, TeamPayMethod } from '#contract/calls/account-payments.ts';
import { paymentOptions } from '../../../api/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { CardPayment } from '../../payment/CardPayment.tsx';
import { methodOptions } from '../../payment/ChoosePayment.tsx';
import { OptionsNotice } from '../../payment/OptionsNotice.tsx';
import { PaymentMethodChoice } from '../../payment/PaymentMethodChoice.tsx';
import type { PaymentStrings } from '../../payment/payment-strings.ts';
import { useAnswer } from '../../use-answer.ts';
import type { AccountPaymentsStrings } from './payments-strings.ts';
import { teamPaymentPath } from './team-pay-paths.ts';
import { tellAndThrow } from '../../../stores/tell-buyer.ts';
import { useChange } from '../../use-change.ts';

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
  const options = useAnswer(paymentOptions, 'paymentOptions');
  const [chosen, setChosen] = useState<TeamPayMethod | null>(null);
  const { busy: starting, change: startTransfer } = useChange((orderIds: number[]) =>
    teamPayStart(orderIds, 'bankTransfer'),
  );
  // The button stays busy while the browser leaves for the payment's page.
  const [leaving, setLeaving] = useState(false);
  const busy = starting || leaving;
  const ids = orders.map((o) => o.id);
  const amountPence = orders.reduce((sum, o) => sum + o.leftPence, 0);

  async function payByTransfer() {
    // A refusal (which order stopped it) is told by src/stores/tell-buyer.ts.
    const started = await startTransfer(ids);
    if (!started) return;
    setLeaving(true);
    window.location.assign(teamPaymentPath(locale, started.paymentId));
  }

  // CardPayment shows its own state when the start fails; the buyer is told the server's reason.
  const startCard = async () => {
    const started = await teamPayStart(ids, 'card').catch(tellAndThrow);
    return { ...started, returnPath: teamPaymentPath(locale, started.paymentId) };
  };

  if (options.status === 'failed' || !options.answer) return <OptionsNotice options={options} strings={payment} />;
  // Transfer first: the card form makes a PaymentIntent as soon as it shows, so it waits to be chosen.
  const method = chosen ?? 'bankTransfer';

  return (
    <div className="pay-choice">
      <p className="acpay-total">
        <strong>{fill(strings.paying, { count: orders.length, amount: formatPence(amountPence, locale) })}</strong>
      </p>
      <ul className="acpay-orders inline">
        {orders.map((o) => (
          <li key={o.id}>{o.orderNo}</li>
        ))}
      </ul>
      <p>
        <button type="button" className="button secondary small" onClick={onChange}>
          {strings.changeSelection}
        </button>
      </p>
      <PaymentMethodChoice
        legend={payment.methodLegend}
        options={methodOptions(options.answer, payment, TEAM_METHODS)}
        value={method}
        onChange={(next) => setChosen(next as TeamPayMethod)}
      />
      <div className="pay-action">
        {method === 'card' && (
          <CardPayment
            start={startCard}
            startKey={`team ${ids.join(',')}`}
            locale={locale}
            amountPence={amountPence}
            strings={payment}
          />
        )}
        {method === 'bankTransfer' && (
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={payByTransfer}
          >
            {payment.payByTransfer}
          </button>
        )}
      </div>
    </div>
  );
}
