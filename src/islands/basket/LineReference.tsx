import { useState, type KeyboardEvent } from 'react';
import { ORDER_LIMITS } from '#contract/limits/fields.ts';
import { fill } from '#contract/i18n/text.ts';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  partNo: string;
  reference: string;
  onSave: (reference: string) => Promise<boolean>;
  strings: BasketStrings;
}

/** The buyer's own reference for a line (printed on the order), saved on Enter or on leaving the field. */
export function LineReference({ partNo, reference, onSave, strings }: Props) {
  const [draft, setDraft] = useState<string | null>(null);

  async function commit() {
    if (draft === null) return;
    const next = draft.trim();
    if (next === reference) {
      setDraft(null);
      return;
    }
    // A refused reference stays in the field to correct; a saved one comes back in the basket.
    if (await onSave(next)) setDraft((now) => (now === draft ? null : now));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void commit();
  }

  return (
    <input
      type="text"
      className="line-reference"
      value={draft ?? reference}
      maxLength={ORDER_LIMITS.lineReference}
      aria-label={fill(strings.referenceOf, { partNo })}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
    />
  );
}
