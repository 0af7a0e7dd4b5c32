import { useState, type FormEvent } from 'react';
import { staffCompanyList } from '#contract/calls/staff-companies.ts';
import type { BodyOf } from '#contract/call.ts';
import { staffPunchOutAdd } from '#contract/calls/staff-punch-out.ts';
import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import {
  PUNCH_OUT_LIMITS,
  PUNCH_OUT_PROTOCOLS,
  PUNCH_OUT_TERMS,
  type PunchOutProtocol,
  type PunchOutTerms,
} from '#contract/limits/punch-out.ts';
import { STAFF_LIMITS } from '#contract/limits/staff.ts';
import { call } from '../../../api/call.ts';
import { useAnswer } from '../../use-answer.ts';
import { useChange } from '../../use-change.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { CheckField } from '../CheckField.tsx';
import { TextField } from '../TextField.tsx';
import { termsName } from './terms-name.ts';

const EMPTY = { systemName: '', identity: '', domain: 'NetworkID', toIdentity: '', senderIdentity: '' };

/** Adds a connection; its secret is shown once, here, after the server made it. A refusal keeps what was typed. */
export function AddConnectionForm({
  strings,
  locale,
  onAdded,
}: {
  strings: EditorStrings;
  locale: Locale;
  onAdded: () => void;
}) {
  const s = strings.punchOut;
  const companies = useAnswer(
    () => call(staffCompanyList, { pageSize: STAFF_LIMITS.pageSizeMax }),
    'punch-out-companies',
  );
  const [form, setForm] = useState(EMPTY);
  const [companyId, setCompanyId] = useState('');
  const [protocol, setProtocol] = useState<PunchOutProtocol>('cxml12');
  const [needsApproval, setNeedsApproval] = useState(false);
  const [paymentTerms, setPaymentTerms] = useState<PunchOutTerms>('company');
  const adding = useChange((body: BodyOf<typeof staffPunchOutAdd>) => call(staffPunchOutAdd, body));
  const busy = adding.busy;
  const [done, setDone] = useState('');
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((old) => ({ ...old, [name]: value }));
  const cxml = protocol === 'cxml12';

  async function add(event: FormEvent) {
    event.preventDefault();
    setDone('');
    const identities = cxml
      ? { domain: form.domain, toIdentity: form.toIdentity, senderIdentity: form.senderIdentity }
      : {};
    const added = await adding.change({
      companyId: Number(companyId),
      protocol,
      systemName: form.systemName,
      identity: form.identity,
      needsApproval,
      paymentTerms,
      ...identities,
    });
    if (!added) return;
    setDone(fill(s.added, { identity: added.connection.identity, secret: added.secret }));
    setForm(EMPTY);
    onAdded();
  }

  return (
    <form className="staff-order-action" aria-labelledby="add-punch-out-title" onSubmit={(event) => void add(event)}>
      <h3 id="add-punch-out-title">{s.addTitle}</h3>
      <div className="field">
        <label htmlFor="punch-out-company">{s.company}</label>
        <select
          id="punch-out-company"
          required
          value={companyId}
          onChange={(event) => setCompanyId(event.target.value)}
        >
          <option value="">{s.chooseCompany}</option>
          {(companies.answer?.list ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="punch-out-protocol">{s.protocol}</label>
        <select
          id="punch-out-protocol"
          value={protocol}
          onChange={(event) => setProtocol(event.target.value as PunchOutProtocol)}
        >
          {PUNCH_OUT_PROTOCOLS.map((p) => (
            <option key={p} value={p}>
              {s.protocols[p]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="punch-out-system"
        label={s.system}
        value={form.systemName}
        onChange={set('systemName')}
        maxLength={PUNCH_OUT_LIMITS.systemName}
        required
      />
      <TextField
        id="punch-out-identity"
        label={s.identity}
        value={form.identity}
        onChange={set('identity')}
        maxLength={PUNCH_OUT_LIMITS.identity}
        required
      />
      {cxml && (
        <>
          <TextField
            id="punch-out-domain"
            label={s.domain}
            value={form.domain}
            onChange={set('domain')}
            maxLength={PUNCH_OUT_LIMITS.domain}
          />
          <TextField
            id="punch-out-to"
            label={s.toIdentity}
            value={form.toIdentity}
            onChange={set('toIdentity')}
            maxLength={PUNCH_OUT_LIMITS.identity}
          />
          <TextField
            id="punch-out-sender"
            label={s.senderIdentity}
            value={form.senderIdentity}
            onChange={set('senderIdentity')}
            maxLength={PUNCH_OUT_LIMITS.identity}
          />
        </>
      )}
      <div className="field">
        <label htmlFor="punch-out-terms">{s.terms}</label>
        <select
          id="punch-out-terms"
          value={paymentTerms}
          onChange={(event) => setPaymentTerms(event.target.value as PunchOutTerms)}
        >
          {PUNCH_OUT_TERMS.map((t) => (
            <option key={t} value={t}>
              {termsName(t, s.companyTerms, locale)}
            </option>
          ))}
        </select>
      </div>
      <CheckField id="punch-out-approval" label={s.needsApproval} checked={needsApproval} onChange={setNeedsApproval} />
      <button type="submit" className="button" disabled={busy}>
        {s.add}
      </button>
      <p role="status" className="editor-note" aria-label={done ? s.secretLabel : undefined}>
        {done}
      </p>
    </form>
  );
}
