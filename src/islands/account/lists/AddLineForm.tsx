import { useId, useState, type SubmitEvent } from 'react';
import type { PartsListDetail } from '#contract/calls/parts-lists.ts';
import { fill } from '#contract/i18n/text.ts';
import { PARTS_LIST_LIMITS } from '#contract/limits/parts-lists.ts';
import { parseQuantity } from '#contract/rules/order-quantity.ts';
import { listLineRow } from '#contract/rules/parts-list-lines.ts';
import { partsListAddLines } from '../../../api/parts-lists.ts';
import { useChange } from '../../use-change.ts';
import type { PartsListsStrings } from './lists-strings.ts';

interface Props {
  list: PartsListDetail;
  onChanged: (list: PartsListDetail) => void;
  strings: PartsListsStrings;
}

/** "Add a part": a part number we sell and a quantity (a part already on the list grows). */
export function AddLineForm({ list, onChanged, strings }: Props) {
  const id = useId();
  const [partNo, setPartNo] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [tried, setTried] = useState(false);
  const add = useChange((row: string) => partsListAddLines(list.id, row));
  const qty = parseQuantity(quantity);
  const partProblem =
    tried && (partNo.trim() === '' || partNo.includes('|'))
      ? fill(strings.partNoInvalid, { max: PARTS_LIST_LIMITS.partNo })
      : null;
  const quantityProblem =
    tried && qty === null ? fill(strings.quantityInvalid, { max: PARTS_LIST_LIMITS.maxQuantity }) : null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (partNo.trim() === '' || partNo.includes('|') || qty === null) return;
    const next = await add.change(listLineRow({ partNo: partNo.trim(), quantity: qty, note: '' }));
    if (!next) return;
    onChanged(next);
    setPartNo('');
    setQuantity('1');
    setTried(false);
  }

  return (
    <form className="list-add-line" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-title`}>{strings.addLineHeading}</h3>
      <div className="field">
        <label htmlFor={`${id}-part`}>{strings.partNo}</label>
        <input
          id={`${id}-part`}
          value={partNo}
          maxLength={PARTS_LIST_LIMITS.partNo}
          aria-invalid={partProblem !== null || undefined}
          aria-describedby={partProblem ? `${id}-part-error` : undefined}
          onChange={(event) => setPartNo(event.target.value)}
        />
        {partProblem && (
          <p id={`${id}-part-error`} className="field-error">
            {partProblem}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-qty`}>{strings.quantity}</label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="numeric"
          min={1}
          max={PARTS_LIST_LIMITS.maxQuantity}
          value={quantity}
          aria-invalid={quantityProblem !== null || undefined}
          aria-describedby={quantityProblem ? `${id}-qty-error` : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {quantityProblem && (
          <p id={`${id}-qty-error`} className="field-error">
            {quantityProblem}
          </p>
        )}
      </div>
      <p>
        <button type="submit" className="button" disabled={add.busy}>
          {strings.addLine}
        </button>
      </p>
    </form>
  );
}
