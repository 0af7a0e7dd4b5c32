import { useState, type FormEvent } from 'react';
import type { RestockingFees } from '#contract/calls/staff-returns.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { RETURN_LIMITS } from '#contract/limits/returns.ts';
import { RETURN_REASON_WORDS, RETURN_REASONS, type ReturnReason } from '#contract/rules/return-states.ts';
import { restockingFeesGet, restockingFeesSave } from '../../../api/staff-returns.ts';
import { useAnswer } from '../../use-answer.ts';
import { useChange } from '../../use-change.ts';
import { Answer } from '../Answer.tsx';
import type { SectionProps } from '../section-props.ts';

/** The restocking fee of each reason: sales read them, administrators change them (audited). */
export function RestockingFeesForm(props: SectionProps) {
  const fees = useAnswer(restockingFeesGet, 'restockingFees');
  return (
    <Answer call={fees} strings={props.strings}>
      {(answer) => <FeesForm {...props} fees={answer} onSaved={fees.setAnswer} />}
    </Answer>
  );
}

function FeesForm({
  locale,
  strings,
  role,
  fees,
  onSaved,
}: SectionProps & { fees: RestockingFees; onSaved: (next: RestockingFees) => void }) {
  const text = strings.returns;
  const admin = role === 'admin';
  const [values, setValues] = useState<Record<ReturnReason, string>>(
    () => Object.fromEntries(fees.fees.map((f) => [f.reason, String(f.percent)])) as Record<ReturnReason, string>,
  );
  const save = useChange(restockingFeesSave);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const next = await save.change({
      wrongPart: Number(values.wrongPart),
      faulty: Number(values.faulty),
      notAsDescribed: Number(values.notAsDescribed),
    });
    if (next !== undefined) onSaved(next);
  }
  return (
    <form className="editor-form" aria-labelledby="restocking-fees-title" onSubmit={(e) => void submit(e)}>
      <h3 id="restocking-fees-title">{text.feesTitle}</h3>
      <p className="editor-note">{text.feesHint}</p>
      {RETURN_REASONS.map((reason) => (
        <div className="field" key={reason}>
          <label htmlFor={`restocking-fee-${reason}`}>
            {fill(text.feeOf, { reason: pick(RETURN_REASON_WORDS[reason], locale) })}
          </label>
          <input
            id={`restocking-fee-${reason}`}
            type="number"
            required
            min={0}
            max={RETURN_LIMITS.feePercentMax}
            step={1}
            readOnly={!admin}
            value={values[reason]}
            onChange={(e) => setValues({ ...values, [reason]: e.target.value })}
          />
        </div>
      ))}
      {admin && (
        <button type="submit" className="button" disabled={save.busy}>
          {text.saveFees}
        </button>
      )}
    </form>
  );
}
