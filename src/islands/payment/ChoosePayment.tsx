import { useState } from 'react';
import { fill } from '#contract/i18n/text.ts';
import { paymentOptions, payStart } from '../../api/orders.ts';
import type { OrderDetail, PaymentMethod, PaymentOptions } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { initialMethod, offeredMethods } from '../../lib/payment/payment-methods.ts';
import { payStatusPath } from '../../lib/payment/payment-paths.ts';
import { CardPayment } from './CardPayment.tsx';
import { OptionsNotice } from './OptionsNotice.tsx';
import { PaymentMethodChoice, type MethodOption } from './PaymentMethodChoice.tsx';
import type { PaymentStrings } from './payment-strings.ts';
import { StartPaymentButton } from './StartPaymentButton.tsx';
import { useAnswer } from '../use-answer.ts';
import { tellAndThrow } from '../../stores/tell-buyer.ts';

interface Props {
  order: OrderDetail;
  locale: Locale;
  strings: PaymentStrings;
}

/**
 * The way to pay by the method chosen at checkout, which is not asked again; "Pay another way" opens
 * the choice of the methods this buyer may use (at once when the checkout's can no longer be used).
 */
export function ChoosePayment({ order, locale, strings }: Props) {
  const options = useAnswer(paymentOptions, 'paymentOptions');
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [changing, setChanging] = useState(false);

  if (options.status === 'failed' || !options.answer) return <OptionsNotice options={options} strings={strings} />;

  const allowed = options.answer;
  const method = chosen ?? initialMethod(order.paymentMethod, allowed);
  const asking = changing || method !== order.paymentMethod;
  return (
    <div className="pay-choice">
      {order.paymentState === 'failed' && (
        <p className="pay-last-failed">
          <strong>{strings.lastAttemptFailed}</strong> {order.failureMessage}
        </p>
      )}
      {asking ? (
        <PaymentMethodChoice
          legend={strings.methodLegend}
          options={methodOptions(allowed, strings)}
          value={method}
          onChange={setChosen}
        />
      ) : (
        <p className="pay-chosen">
          {fill(strings.chosenAtCheckout, { method: strings.methods[method] })}{' '}
          <button type="button" className="text-button" onClick={() => setChanging(true)}>
            {strings.payAnotherWay}
          </button>
        </p>
      )}
      <div className="pay-action">
        {method === 'card' && (
          <CardPayment
            start={async () => ({
              ...(await payStart(order.id, 'card').catch(tellAndThrow)),
              returnPath: payStatusPath(locale, order.id),
            })}
            startKey={`order ${order.id}`}
            locale={locale}
            amountPence={order.totals.totalPence}
            strings={strings}
          />
        )}
        {method === 'bankTransfer' && (
          <StartPaymentButton orderId={order.id} method="bankTransfer" label={strings.payByTransfer} locale={locale} />
        )}
        {method === 'account' && (
          <StartPaymentButton orderId={order.id} method="account" label={strings.placeOnAccount} locale={locale} />
        )}
      </div>
    </div>
  );
}

/** The methods the buyer can use, each with a line on what it means. */
export function methodOptions(
  allowed: PaymentOptions,
  strings: Pick<PaymentStrings, 'methods' | 'methodHints'>,
  only?: readonly PaymentMethod[],
): MethodOption[] {
  return offeredMethods(allowed)
    .filter((method) => !only || only.includes(method))
    .map((method) => ({ method, label: strings.methods[method], hint: strings.methodHints[method] }));
}
