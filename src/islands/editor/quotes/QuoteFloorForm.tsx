import { useState, type FormEvent } from 'react';
import type { QuoteFloorRow } from '#contract/calls/staff-quotes.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { fill } from '#contract/i18n/text.ts';
import { quoteFloorSave } from '../../../api/quote-floors.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { NumberField } from '../NumberField.tsx';
import { TextField } from '../TextField.tsx';
import { useFieldChange } from '../use-field-change.ts';

export interface FloorDraft {
  family: string;
  percent: string;
}

interface Props {
  strings: EditorStrings;
  /** What the fields hold: a row's "Change" fills them. */
  draft: FloorDraft;
  onDraft: (draft: FloorDraft) => void;
  /** The family's name in the console's language. */
  nameOf: (row: QuoteFloorRow) => string;
  onSaved: (row: QuoteFloorRow) => void;
}

/** An admin sets or changes a family's floor; the server's refusal (no such family, a percentage out of range) shows under its field. */
export function QuoteFloorForm({ strings, draft, onDraft, nameOf, onSaved }: Props) {
  const text = strings.quoteFloors;
  const [saved, setSaved] = useState<QuoteFloorRow | null>(null);
  const { busy, change, problemOf } = useFieldChange(quoteFloorSave, ['family', 'minPercentOfList']);
  const edit = (next: Partial<FloorDraft>) => {
    onDraft({ ...draft, ...next });
    setSaved(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const row = await change({ family: draft.family.trim(), minPercentOfList: Number(draft.percent) });
    setSaved(row ?? null);
    if (row) onSaved(row);
  }

  return (
    <form className="editor-form" aria-labelledby="quote-floor-title" onSubmit={(event) => void save(event)}>
      <h3 id="quote-floor-title">{text.formTitle}</h3>
      <TextField
        id="quote-floor-family"
        label={text.familyField}
        value={draft.family}
        onChange={(family) => edit({ family })}
        maxLength={QUOTE_LIMITS.familySearch}
        required
        hint={text.familyHint}
        problem={problemOf('family')}
      />
      <NumberField
        id="quote-floor-percent"
        label={text.percentField}
        value={draft.percent}
        onChange={(percent) => edit({ percent })}
        min={0}
        max={100}
        hint={text.percentHint}
        problem={problemOf('minPercentOfList')}
      />
      <p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? strings.saving : text.save}
        </button>
      </p>
      <p role="status" className="save-note">
        {saved && fill(text.saved, { family: nameOf(saved), percent: saved.minPercentOfList })}
      </p>
    </form>
  );
}
