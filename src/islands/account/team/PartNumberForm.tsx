import { useEffect } from 'react';
import { CUSTOMER_PART_NO_PATTERN } from '#contract/rules/customer-part-no.ts';
import { fill } from '#contract/i18n/text.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { customerPartNoSave } from '../../../api/part-numbers.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useCheckedForm, type FormProblems } from '../../use-checked-form.ts';
import type { TeamStrings } from './team-strings.ts';

type Field = 'partNo' | 'customerPartNo';
const FIELDS: readonly Field[] = ['partNo', 'customerPartNo'];

interface Props {
  strings: TeamStrings['partNumbers'];
  /** A row's "Change" puts its part and number here; a new value each time it is pressed. */
  editing: { partNo: string; customerPartNo: string } | null;
  onSaved: () => void;
}

function check(s: TeamStrings['partNumbers'], values: Record<Field, string>): FormProblems<Field> {
  const partNo = values.partNo.trim();
  const customerPartNo = values.customerPartNo.trim();
  return {
    ...(partNo === ''
      ? { partNo: s.partNoRequired }
      : partNo.length > LIMITS.partNumber
        ? { partNo: s.partNoTooLong }
        : {}),
    ...(customerPartNo === ''
      ? { customerPartNo: s.yoursRequired }
      : customerPartNo.length > LIMITS.partNumber || !CUSTOMER_PART_NO_PATTERN.test(customerPartNo)
        ? { customerPartNo: s.yoursInvalid }
        : {}),
  };
}

/** The admin gives one of our parts the company's number, or changes it (a number is removed from its row). */
export function PartNumberForm({ strings: s, editing, onSaved }: Props) {
  const form = useCheckedForm(
    FIELDS,
    { partNo: '', customerPartNo: '' },
    (values) => check(s, values),
    async (values) => {
      const saved = await customerPartNoSave(values.partNo.trim(), values.customerPartNo.trim());
      showMessage('success', fill(s.saved, { partNo: saved.partNo, customerPartNo: saved.customerPartNo ?? '' }));
      form.setValues({ partNo: '', customerPartNo: '' });
      onSaved();
    },
  );

  useEffect(() => {
    if (!editing) return;
    form.setValues(editing);
    form.setProblems({});
    form.focus('customerPartNo');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is new each render; a new row to edit is what resets it
  }, [editing]);

  const field = (name: Field, label: string, hint?: string) => {
    const problem = form.problems[name];
    const id = `part-number-${name}`;
    const described = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          ref={form.inputRef(name)}
          autoComplete="off"
          maxLength={LIMITS.partNumber}
          value={form.values[name]}
          onChange={(e) => form.change(name, e.target.value)}
          aria-invalid={problem !== undefined}
          aria-describedby={described || undefined}
        />
        {hint && (
          <span id={`${id}-hint`} className="team-hint">
            {hint}
          </span>
        )}
        {problem && (
          <span id={`${id}-error`} className="field-error">
            {problem}
          </span>
        )}
      </div>
    );
  };

  return (
    <form
      className="team-inline-form labels-aligned"
      aria-labelledby="part-number-form-heading"
      onSubmit={form.submit}
      noValidate
    >
      <h3 id="part-number-form-heading">{s.formHeading}</h3>
      {field('partNo', s.ourPartNoLabel)}
      {field('customerPartNo', s.yoursLabel, s.yoursHint)}
      <button type="submit" className="button" disabled={form.busy}>
        {s.save}
      </button>
    </form>
  );
}
