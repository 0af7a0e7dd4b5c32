import { useState, type FormEvent } from 'react';
import { staffCompanySetCredit, type StaffCompanyDetail } from '#contract/calls/staff-companies.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { PAYMENT_TERMS_NAMES } from '#contract/i18n/payment-terms.ts';
import { pick } from '#contract/i18n/text.ts';
import { PAYMENT_TERMS, type PaymentTerms } from '#contract/rules/due-date.ts';
import { call } from '../../../api/call.ts';
import { penceAsDecimal, penceFromPounds } from '#contract/format/money.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { CheckField } from '../CheckField.tsx';
import { TextField } from '../TextField.tsx';

interface Props {
  company: StaffCompanyDetail;
  locale: Locale;
  strings: EditorStrings;
  onSaved: () => void;
}

/** Approves a company for credit with a limit (blank: none) and terms, or withdraws it. */
export function CreditForm({ company, locale, strings, onSaved }: Props) {
  const c = strings.staff.companies;
  const { credit } = company;
  const [approved, setApproved] = useState(credit.approved);
  const [limit, setLimit] = useState(credit.limitPence === null ? '' : penceAsDecimal(credit.limitPence));
  const [terms, setTerms] = useState<PaymentTerms>(credit.terms);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const limitPence = penceFromPounds(limit);
    setProblem(limitPence === undefined ? c.limitInvalid : '');
    setDone('');
    if (limitPence === undefined) return;
    setBusy(true);
    try {
      const answer = await call(staffCompanySetCredit, {
        id: company.id,
        creditApproved: approved,
        terms,
        ...(limitPence === null ? {} : { creditLimitPence: limitPence }),
      });
      setDone(answer.awaitingApproval ? c.sentForApproval : strings.staff.saved);
      onSaved();
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="staff-order-action" aria-labelledby="credit-form-title" onSubmit={(event) => void save(event)}>
      <h5 id="credit-form-title">{c.creditForm}</h5>
      <CheckField id="credit-approved" label={c.approve} checked={approved} onChange={setApproved} />
      <TextField id="credit-limit" label={c.limitPounds} value={limit} onChange={setLimit} maxLength={11} />
      {problem && (
        <p role="alert" className="field-problem">
          {problem}
        </p>
      )}
      <div className="field">
        <label htmlFor="credit-terms">{c.terms}</label>
        <select id="credit-terms" value={terms} onChange={(event) => setTerms(event.target.value as PaymentTerms)}>
          {PAYMENT_TERMS.map((t) => (
            <option key={t} value={t}>
              {pick(PAYMENT_TERMS_NAMES[t], locale)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {c.saveCredit}
      </button>
      <p role="status" className="editor-note">
        {done}
      </p>
    </form>
  );
}
