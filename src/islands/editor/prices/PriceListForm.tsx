import { useState, type FormEvent } from 'react';
import { PRICE_LIST_LIMITS, type PriceListDetail } from '#contract/calls/staff-price-lists.ts';
import { priceListSave } from '../../../api/price-lists.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { SaveBar } from '../SaveBar.tsx';
import { TextField } from '../TextField.tsx';
import { useFieldChange } from '../use-field-change.ts';

interface Props {
  /** Prefixes the fields' ids. */
  id: string;
  title: string;
  /** The new list's button (a list's changes are saved with the console's Save). */
  submit?: string;
  strings: EditorStrings;
  /** The list to change; none: a new one. */
  list?: PriceListDetail;
  onSaved: (list: PriceListDetail) => void;
}

/** A price list's name and days (empty: open); a refusal (a last day before the first, an overlap with another list of a holder) shows under its field. */
export function PriceListForm({ id, title, submit, strings, list, onSaved }: Props) {
  const text = strings.priceLists;
  const [values, setValues] = useState({
    name: list?.name ?? '',
    validFrom: list?.validFrom ?? '',
    validUntil: list?.validUntil ?? '',
  });
  const [saved, setSaved] = useState(false);
  const { busy, change, problemOf } = useFieldChange(priceListSave, ['name', 'validFrom', 'validUntil']);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues({ ...values, [field]: value });
    setSaved(false);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const answer = await change({
      ...(list ? { id: list.id } : {}),
      name: values.name,
      ...(values.validFrom ? { validFrom: values.validFrom } : {}),
      ...(values.validUntil ? { validUntil: values.validUntil } : {}),
    });
    setSaved(answer !== undefined);
    if (answer) onSaved(answer);
  }

  return (
    <form className="editor-form" aria-labelledby={`${id}-title`} onSubmit={(event) => void save(event)}>
      {list ? <h4 id={`${id}-title`}>{title}</h4> : <h3 id={`${id}-title`}>{title}</h3>}
      <TextField
        id={`${id}-name`}
        label={text.name}
        value={values.name}
        onChange={set('name')}
        maxLength={PRICE_LIST_LIMITS.name}
        required
        problem={problemOf('name')}
      />
      <TextField
        id={`${id}-from`}
        type="date"
        label={text.validFrom}
        value={values.validFrom}
        onChange={set('validFrom')}
        maxLength={10}
        hint={text.daysHint}
        problem={problemOf('validFrom')}
      />
      <TextField
        id={`${id}-until`}
        type="date"
        label={text.validUntil}
        value={values.validUntil}
        onChange={set('validUntil')}
        maxLength={10}
        problem={problemOf('validUntil')}
      />
      {list ? (
        <SaveBar saving={busy} saved={saved} strings={strings} />
      ) : (
        <p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? strings.saving : submit}
          </button>
        </p>
      )}
    </form>
  );
}
