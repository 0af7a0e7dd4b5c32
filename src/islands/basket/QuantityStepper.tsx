import { useRef, useState, type KeyboardEvent } from 'react';
import { MAX_ORDER_QTY, MIN_ORDER_QTY, parseQuantity } from '#contract/rules/order-quantity.ts';
import { steppedQuantity } from '../../lib/basket/line-quantity.ts';
import { fill } from '#contract/i18n/text.ts';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  partNo: string;
  /** The line's quantity in the basket the server sent. */
  quantity: number;
  onChange: (quantity: number) => Promise<boolean>;
  strings: BasketStrings;
}

/**
 * A line's quantity: − and + step it, typing sets it on Enter or on leaving the field (not on every
 * key, so "120" is not sent as 1, 12 and 120). The quantity shown follows the clicks at once; the
 * basket's own figure comes back once the last change is answered.
 */
export function QuantityStepper({ partNo, quantity, onChange, strings }: Props) {
  // What the field shows instead of the basket's quantity: the text being typed, or the last quantity sent.
  const [draft, setDraft] = useState<string | null>(null);
  const sending = useRef<number | null>(null);
  const sent = useRef(0);
  const text = draft ?? String(quantity);
  const typed = parseQuantity(text);
  const id = `quantity-${partNo}`;
  const errorId = `${id}-error`;
  // What − and + step from: the figure shown, or the basket's while the field holds no valid number.
  const current = typed ?? quantity;

  async function send(next: number) {
    const shown = String(next);
    setDraft(shown);
    sending.current = next;
    const mine = ++sent.current;
    await onChange(next);
    if (mine !== sent.current) return;
    sending.current = null;
    // Unless the buyer has started typing something else meanwhile.
    setDraft((now) => (now === shown ? null : now));
  }

  function commit() {
    if (typed === null) return;
    if (typed !== (sending.current ?? quantity)) void send(typed);
    else if (sending.current === null) setDraft(null);
  }

  function step(by: 1 | -1) {
    const next = steppedQuantity(current, by);
    if (next !== current) void send(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && sending.current === null) {
      setDraft(null);
    }
  }

  // aria-disabled, not disabled: a button that goes disabled under the keyboard would drop the focus.
  const atMin = current <= MIN_ORDER_QTY;
  const atMax = current >= MAX_ORDER_QTY;
  return (
    <div className="stepper-cell">
      <div className="stepper">
        <button
          type="button"
          className="stepper-button"
          aria-label={fill(strings.decrease, { partNo })}
          aria-disabled={atMin || undefined}
          onClick={() => !atMin && step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_ORDER_QTY}
          max={MAX_ORDER_QTY}
          step={1}
          value={text}
          aria-label={fill(strings.quantityOf, { partNo })}
          aria-invalid={typed === null || undefined}
          aria-describedby={typed === null ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="stepper-button"
          aria-label={fill(strings.increase, { partNo })}
          aria-disabled={atMax || undefined}
          onClick={() => !atMax && step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {typed === null && (
        <p id={errorId} className="field-error">
          {strings.quantityInvalid}
        </p>
      )}
    </div>
  );
}
