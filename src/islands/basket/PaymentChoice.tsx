import type { PaymentMethod } from '#contract/calls/orders.ts';
import type { PaymentChoice as Choice } from '../../lib/basket/checkout-form.ts';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  choices: Choice[];
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  problem: string | null;
  strings: BasketStrings['checkout'];
}

/** Card (shown but not choosable when the shop has not set it up), bank transfer, and on account for approved companies. */
export function PaymentChoice({ choices, chosen, onChoose, problem, strings }: Props) {
  return (
    <fieldset className="payment-choice" aria-describedby={problem ? 'payment-problem' : undefined}>
      <legend>{strings.paymentMethod}</legend>
      {choices.map(({ method, available }) => {
        const id = `payment-${method}`;
        return (
          <div key={method} className="payment-option">
            <input
              id={id}
              type="radio"
              name="paymentMethod"
              value={method}
              checked={chosen === method}
              disabled={!available}
              aria-describedby={available ? undefined : `${id}-note`}
              onChange={() => onChoose(method)}
            />
            <label htmlFor={id}>{strings[method]}</label>
            {!available && <span id={`${id}-note`} className="note">{strings.cardNotSetUp}</span>}
          </div>
        );
      })}
      {problem && <p id="payment-problem" className="field-error">{problem}</p>}
    </fieldset>
  );
}
