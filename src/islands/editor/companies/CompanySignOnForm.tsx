import { useState, type FormEvent } from 'react';
import {
  companySignOnGet,
  companySignOnRemove,
  companySignOnSave,
  SIGN_ON_RETURN,
  type CompanySignOn,
} from '#contract/calls/sign-on.ts';
import { fill } from '#contract/i18n/text.ts';
import { SIGN_ON_LIMITS } from '#contract/limits/sign-on.ts';
import { call } from '../../../api/call.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import { useAnswer } from '../../use-answer.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { TextField } from '../TextField.tsx';

interface Props {
  companyId: number;
  strings: EditorStrings;
}

/** Administrators set a company's single sign-on: its provider and the e-mail domains it owns (the secret is never shown). */
export function CompanySignOnForm({ companyId, strings }: Props) {
  const setting = useAnswer(() => call(companySignOnGet, { id: companyId }), `company-sign-on-${companyId}`);
  if (setting.answer === null) return null;
  // The form keeps what it shows; the cached answer is kept current for the next opening.
  return <SignOnForm setting={setting.answer} onChanged={setting.setAnswer} strings={strings} />;
}

type Field = 'issuer' | 'clientId' | 'clientSecret' | 'domains';

function SignOnForm({
  setting,
  onChanged,
  strings,
}: {
  setting: CompanySignOn;
  onChanged: (next: CompanySignOn) => void;
  strings: EditorStrings;
}) {
  const s = strings.staff.companies.signOn;
  const [current, setShown] = useState(setting);
  const setCurrent = (next: CompanySignOn) => {
    setShown(next);
    onChanged(next);
  };
  const [values, setValues] = useState<Record<Field, string>>({
    issuer: setting.issuer,
    clientId: setting.clientId,
    clientSecret: '',
    domains: setting.domains.join(', '),
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const labels: Record<Field, string> = {
    issuer: s.issuer,
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    domains: s.domains,
  };
  const limits: Record<Field, number> = {
    issuer: SIGN_ON_LIMITS.issuer,
    clientId: SIGN_ON_LIMITS.clientId,
    clientSecret: SIGN_ON_LIMITS.clientSecret,
    domains: SIGN_ON_LIMITS.domains,
  };

  async function act(work: () => Promise<string>) {
    setDone('');
    setBusy(true);
    try {
      setDone(await work());
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const needed: Field[] = current.hasSecret
      ? ['issuer', 'clientId', 'domains']
      : ['issuer', 'clientId', 'clientSecret', 'domains'];
    const found = Object.fromEntries(
      needed
        .filter((field) => values[field].trim() === '')
        .map((field) => [field, fill(s.required, { field: labels[field] })]),
    );
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void act(async () => {
      const saved = await call(companySignOnSave, {
        id: current.companyId,
        ...values,
        clientSecret: values.clientSecret || undefined,
      });
      setCurrent(saved);
      setValues({ ...values, clientSecret: '', domains: saved.domains.join(', ') });
      return strings.staff.saved;
    });
  }

  const remove = () =>
    act(async () => {
      await call(companySignOnRemove, { id: current.companyId });
      setCurrent({ ...current, configured: false, hasSecret: false, domains: [] });
      return s.removed;
    });

  const field = (name: Field, hint?: string) => (
    <TextField
      id={`sign-on-${name}`}
      label={labels[name]}
      value={values[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
      maxLength={limits[name]}
      required={name !== 'clientSecret' || !current.hasSecret}
      type={name === 'clientSecret' ? 'password' : 'text'}
      hint={hint}
      problem={problems[name]}
    />
  );

  return (
    <form className="staff-order-action" aria-labelledby="company-sign-on-title" onSubmit={save}>
      <h4 id="company-sign-on-title">{s.title}</h4>
      <p className="editor-note">
        {fill(s.intro, { returnUri: `${window.location.origin}/api/${SIGN_ON_RETURN.path}` })}
      </p>
      {!current.configured && <p className="editor-note">{s.notSet}</p>}
      {field('issuer')}
      {field('clientId')}
      {field('clientSecret', current.hasSecret ? s.secretKept : undefined)}
      {field('domains', s.domainsHint)}
      <button type="submit" className="button" disabled={busy}>
        {s.save}
      </button>
      {current.configured && (
        <button type="button" className="button secondary" disabled={busy} onClick={() => void remove()}>
          {s.remove}
        </button>
      )}
      <p role="status" className="editor-note">
        {done}
      </p>
    </form>
  );
}
