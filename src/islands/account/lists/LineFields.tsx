import { useState } from 'react';
import type { PartsListDetail, PartsListLine } from '#contract/calls/parts-lists.ts';
import { fill } from '#contract/i18n/text.ts';
import { PARTS_LIST_LIMITS } from '#contract/limits/parts-lists.ts';
import { parseQuantity } from '#contract/rules/order-quantity.ts';
import { partsListChangeLine } from '../../../api/parts-lists.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useChange } from '../../use-change.ts';
import type { PartsListsStrings } from './lists-strings.ts';

interface Props {
  list: PartsListDetail;
  line: PartsListLine;
  onChanged: (list: PartsListDetail) => void;
  strings: PartsListsStrings;
}

/**
 * A line's quantity and note cells: read-only for who may not change the list, otherwise fields
 * saved when left (or on Enter) if changed and valid; a wrong value is said beside the field.
 */
export function LineFields({ list, line, onChanged, strings }: Props) {
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [note, setNote] = useState(line.note);
  const save = useChange(partsListChangeLine);
  const qty = parseQuantity(quantity);
  const quantityProblem = qty === null ? fill(strings.quantityInvalid, { max: PARTS_LIST_LIMITS.maxQuantity }) : null;
  const noteProblem =
    [...note.trim()].length > PARTS_LIST_LIMITS.note
      ? fill(strings.noteTooLong, { max: PARTS_LIST_LIMITS.note })
      : null;
  if (!list.canChange) {
    return (
      <>
        <td>{line.quantity}</td>
        <td>{line.note}</td>
      </>
    );
  }

  async function commit() {
    if (quantityProblem || noteProblem || qty === null) return;
    if (qty === line.quantity && note.trim() === line.note) return;
    const next = await save.change({ id: list.id, lineId: line.id, quantity: qty, note: note.trim() });
    if (!next) return;
    onChanged(next);
    showMessage('success', fill(strings.lineSaved, { partNo: line.partNo }));
  }
  const onEnter = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void commit();
  };
  const qtyId = `list-qty-${line.id}`;
  const noteId = `list-note-${line.id}`;
  return (
    <>
      <td>
        <input
          id={qtyId}
          type="number"
          inputMode="numeric"
          min={1}
          max={PARTS_LIST_LIMITS.maxQuantity}
          step={1}
          value={quantity}
          aria-label={fill(strings.quantityOf, { partNo: line.partNo })}
          aria-invalid={quantityProblem !== null || undefined}
          aria-describedby={quantityProblem ? `${qtyId}-error` : undefined}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => void commit()}
          onKeyDown={onEnter}
        />
        {quantityProblem && (
          <p id={`${qtyId}-error`} className="field-error">
            {quantityProblem}
          </p>
        )}
      </td>
      <td>
        <input
          id={noteId}
          type="text"
          value={note}
          maxLength={PARTS_LIST_LIMITS.note}
          aria-label={fill(strings.noteOf, { partNo: line.partNo })}
          aria-invalid={noteProblem !== null || undefined}
          aria-describedby={noteProblem ? `${noteId}-error` : undefined}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => void commit()}
          onKeyDown={onEnter}
        />
        {noteProblem && (
          <p id={`${noteId}-error`} className="field-error">
            {noteProblem}
          </p>
        )}
      </td>
    </>
  );
}
