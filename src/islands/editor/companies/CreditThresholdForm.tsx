import { useState, type FormEvent } from 'react';
import { creditThresholdGet, creditThresholdSave } from '#contract/calls/staff-companies.ts';
import { penceAsDecimal, penceFromPounds } from '#contract/format/money.ts';
import { call } from '../../../api/call.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import { useAnswer } from '../../use-answer.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { TextField } from '../TextField.tsx';

/** Administrators set the credit limit above which a second administrator must approve. */
export function CreditThresholdForm({ strings }: { strings: EditorStrings }) {
  const threshold = useAnswer(() => call(creditThresholdGet, {}), 'credit-threshold');
  if (threshold.answer === null) return null;
  return (
    <ThresholdForm
      key={threshold.answer.secondAdminAbovePence}
      pence={threshold.answer.secondAdminAbovePence}
      strings={strings}
    />
  );
}

function ThresholdForm({ pence, strings }: { pence: number; strings: EditorStrings }) {
  const c = strings.staff.companies;
  const [pounds, setPounds] = useState(penceAsDecimal(pence));
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const above = penceFromPounds(pounds);
    setProblem(above === undefined || above === null ? c.limitInvalid : '');
    setDone('');
    if (above === undefined || above === null) return;
    setBusy(true);
    try {
      await call(creditThresholdSave, { secondAdminAbovePence: above });
      setDone(strings.staff.saved);
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="staff-order-action"
      aria-labelledby="credit-threshold-title"
      onSubmit={(event) => void save(event)}
    >
      <h3 id="credit-threshold-title">{c.thresholdTitle}</h3>
      <TextField
        id="credit-threshold"
        label={c.thresholdPounds}
        value={pounds}
        onChange={setPounds}
        maxLength={11}
        required
        hint={c.thresholdNote}
      />
      {problem && (
        <p role="alert" className="field-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {c.saveThreshold}
      </button>
      <p role="status" className="editor-note">
        {done}
      </p>
    </form>
  );
}
