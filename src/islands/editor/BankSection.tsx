import { useState, type FormEvent } from 'react';
import type { CompanyBankAccount } from '#contract/calls/editor-company.ts';
import {
  staffBankDetailsConfirm,
  staffBankDetailsGet,
  staffBankDetailsPropose,
  staffBankDetailsWithdraw,
  type BankDetailsAnswer,
} from '#contract/calls/staff-bank-details.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';
import { call } from '../../api/call.ts';
import { BANK_FIELDS, companyFieldRules } from '../../lib/editor/company-fields.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import type { SectionProps } from './section-props.ts';
import { TextField } from './TextField.tsx';

/** The bank account buyers pay into (admins): what is in use, a change waiting for a second admin, and a form to propose one. */
export function BankSection({ locale, strings }: SectionProps) {
  const text = strings.bank;
  const details = useAnswer(() => call(staffBankDetailsGet, {}), 'bank-details');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(request: () => Promise<BankDetailsAnswer>, said: string) {
    setBusy(true);
    setDone('');
    try {
      await request();
      setDone(said);
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
      details.retry();
    }
  }

  return (
    <>
      <p className="editor-intro">{text.intro}</p>
      <p role="status" className="editor-note">{done}</p>
      <Answer call={details} strings={strings}>
        {({ current, waiting }) => (
          <>
            <h3>{text.current}</h3>
            <BankAccountList account={current} labels={strings.company.labels} />
            {waiting ? (
              <section aria-labelledby="bank-waiting-title">
                <h3 id="bank-waiting-title">{text.waiting}</h3>
                <BankAccountList account={waiting} labels={strings.company.labels} />
                <p className="editor-note">{fill(text.proposedBy, { who: waiting.proposedBy, when: formatDateTime(waiting.proposedAt, locale) })}</p>
                {waiting.mine && <p className="editor-note">{text.yours}</p>}
                <div className="bank-actions">
                  {!waiting.mine && (
                    <button type="button" className="button" disabled={busy} onClick={() => void send(() => call(staffBankDetailsConfirm, { id: waiting.id }), text.confirmed)}>
                      {text.confirm}
                    </button>
                  )}
                  <button type="button" className="button secondary" disabled={busy} onClick={() => void send(() => call(staffBankDetailsWithdraw, { id: waiting.id }), text.withdrawn)}>
                    {text.withdraw}
                  </button>
                </div>
              </section>
            ) : (
              <ProposeForm start={current} strings={strings} busy={busy} onPropose={(account) => void send(() => call(staffBankDetailsPropose, account), text.proposed)} />
            )}
          </>
        )}
      </Answer>
    </>
  );
}

/** An account's details as a list of label and value. */
export function BankAccountList({ account, labels }: { account: CompanyBankAccount; labels: SectionProps['strings']['company']['labels'] }) {
  return (
    <dl className="staff-order-facts">
      {BANK_FIELDS.map((field) => (
        <div key={field}>
          <dt>{labels[field]}</dt>
          <dd>{account[field] || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProposeForm({ start, strings, busy, onPropose }: { start: CompanyBankAccount; strings: SectionProps['strings']; busy: boolean; onPropose: (account: CompanyBankAccount) => void }) {
  const [values, setValues] = useState<CompanyBankAccount>(start);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPropose(values);
  };
  return (
    <form className="editor-form" aria-labelledby="bank-propose-title" onSubmit={submit}>
      <h3 id="bank-propose-title">{strings.bank.proposeTitle}</h3>
      {BANK_FIELDS.map((field) => (
        <TextField key={field} id={`bank-${field}`} label={strings.company.labels[field]} value={values[field]} onChange={(value) => setValues((old) => ({ ...old, [field]: value }))} {...companyFieldRules(field)} />
      ))}
      <button type="submit" className="button" disabled={busy}>{strings.bank.propose}</button>
    </form>
  );
}
