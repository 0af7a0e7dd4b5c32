import type { PaymentMethod } from '#contract/calls/orders.ts';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  methods: PaymentMethod[];
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  problem: string | null;
  strings: BasketStrings['checkout'];
}

/** The methods the buyer can use (src/lib/payment/payment-methods.ts): card when set up, bank transfer, on account for approved companies. */
export function PaymentChoice({ methods, chosen, onChoose, problem, strings }: Props) {
  return (
    <fieldset className="payment-choice" aria-describedby={problem ? 'payment-problem' : undefined}>
      <legend>{strings.paymentMethod}</legend>
      {methods.map((method) => {
        const id = `payment-${method}`;
        return (
          <div key={method} className="payment-option">
            <input
              id={id}
              type="radio"
              name="paymentMethod"
              value={method}
              checked={chosen === method}
              onChange={() => onChoose(method)}
            />
            <label htmlFor={id}>{strings[method]}</label>
          </div>
        );
      })}
      {problem && (
        <p id="payment-problem" className="field-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
