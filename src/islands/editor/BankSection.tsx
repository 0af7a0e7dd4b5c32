import { useState, type FormEvent } from 'react';
import {
  bankDetailsFields,
  type BankDetailsRecord,
  type StaffBankDetails,
} from '#contract/calls/staff-bank-details.ts';
import { formatDateTime, SHOP_TIME_ZONE } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';
import { bankDetailsConfirm, bankDetailsGet, bankDetailsPropose, bankDetailsWithdraw } from '../../api/editor.ts';
import { textFieldRules } from '../../lib/editor/company-fields.ts';
import { useAnswer } from '../use-answer.ts';
import { useChange } from '../use-change.ts';
import { Answer } from './Answer.tsx';
import type { SectionProps } from './section-props.ts';
import { TextField } from './TextField.tsx';

const FIELDS = Object.keys(bankDetailsFields) as Array<keyof BankDetailsRecord>;

/** The bank account buyers pay into (administrators): the one in use, a proposal waiting for a second administrator, or a form to propose one. */
export function BankSection(props: SectionProps) {
  const details = useAnswer(bankDetailsGet, 'bankDetails');
  return (
    <>
      <p className="editor-intro">{props.strings.bank.intro}</p>
      <Answer call={details} strings={props.strings}>
        {(answer) => <BankView {...props} details={answer} onChanged={details.setAnswer} />}
      </Answer>
    </>
  );
}

function BankView({
  locale,
  strings,
  details,
  onChanged,
}: SectionProps & { details: StaffBankDetails; onChanged: (next: StaffBankDetails) => void }) {
  const text = strings.bank;
  const { pending } = details;
  const confirm = useChange(bankDetailsConfirm);
  const withdraw = useChange(bankDetailsWithdraw);
  const decide = async (send: (id: number) => Promise<StaffBankDetails | undefined>, id: number) => {
    const next = await send(id);
    if (next !== undefined) onChanged(next);
  };
  return (
    <>
      <BankFacts id="bank-current" title={text.current} details={details.current} strings={strings} />
      {pending ? (
        <>
          <BankFacts id="bank-pending" title={text.pending} details={pending} strings={strings} />
          <p className="editor-note">
            {fill(text.proposedBy, {
              who: pending.proposedBy,
              when: formatDateTime(pending.proposedAt, locale, SHOP_TIME_ZONE),
            })}
          </p>
          <button
            type="button"
            className="button"
            disabled={confirm.busy}
            onClick={() => void decide(confirm.change, pending.id)}
          >
            {text.confirm}
          </button>{' '}
          <button
            type="button"
            className="button secondary"
            disabled={withdraw.busy}
            onClick={() => void decide(withdraw.change, pending.id)}
          >
            {text.withdraw}
          </button>
        </>
      ) : (
        <ProposeForm current={details.current} strings={strings} onProposed={onChanged} />
      )}
    </>
  );
}

function BankFacts({
  id,
  title,
  details,
  strings,
}: {
  id: string;
  title: string;
  details: BankDetailsRecord;
  strings: SectionProps['strings'];
}) {
  return (
    <>
      <h3 id={id}>{title}</h3>
      <dl className="staff-order-facts" aria-labelledby={id}>
        {FIELDS.map((field) => (
          <div key={field}>
            <dt>{strings.bank.labels[field]}</dt>
            <dd>{details[field] || '—'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function ProposeForm({
  current,
  strings,
  onProposed,
}: {
  current: BankDetailsRecord;
  strings: SectionProps['strings'];
  onProposed: (next: StaffBankDetails) => void;
}) {
  const text = strings.bank;
  const [values, setValues] = useState(current);
  const { busy, change } = useChange(bankDetailsPropose);
  async function propose(event: FormEvent) {
    event.preventDefault();
    const next = await change(values);
    if (next !== undefined) onProposed(next);
  }
  return (
    <form className="editor-form" aria-labelledby="bank-propose-title" onSubmit={(event) => void propose(event)}>
      <h3 id="bank-propose-title">{text.proposeTitle}</h3>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          id={`bank-${field}`}
          label={text.labels[field]}
          value={values[field]}
          onChange={(value) => setValues({ ...values, [field]: value })}
          {...textFieldRules(bankDetailsFields[field])}
        />
      ))}
      <button type="submit" className="button" disabled={busy}>
        {text.propose}
      </button>
    </form>
  );
}
