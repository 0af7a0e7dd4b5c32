import type { PaymentMethod } from '#contract/calls/orders.ts';

export interface MethodOption {
  method: PaymentMethod;
  label: string;
  hint: string;
}

interface Props {
  legend: string;
  options: MethodOption[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** The "Payment method" radio group: each method with a line on what it means for the buyer. */
export function PaymentMethodChoice({ legend, options, value, onChange }: Props) {
  return (
    <fieldset className="pay-methods">
      <legend>{legend}</legend>
      {options.map(({ method, label, hint }) => (
        <div key={method} className="pay-method">
          <input
            type="radio"
            id={`pay-method-${method}`}
            name="pay-method"
            value={method}
            checked={value === method}
            aria-describedby={`pay-method-${method}-hint`}
            onChange={() => onChange(method)}
          />
          <label htmlFor={`pay-method-${method}`}>{label}</label>
          <p id={`pay-method-${method}-hint`} className="pay-method-hint">
            {hint}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
