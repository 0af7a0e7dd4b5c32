import { useState, type FormEvent } from 'react';
import { staffAccountAdd } from '#contract/calls/staff-accounts.ts';
import { STAFF_ROLES, type StaffRole } from '#contract/calls/staff.ts';
import { fill } from '#contract/i18n/text.ts';
import { REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import { call } from '../../../api/call.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { TextField } from '../TextField.tsx';

const EMPTY = { firstName: '', lastName: '', email: '', password: '' };

/** Adds a staff account with the rules of npm run staff:add; a refusal keeps what was typed. */
export function AddStaffForm({ strings, onAdded }: { strings: EditorStrings; onAdded: () => void }) {
  const text = strings.staff;
  const s = text.staffAccounts;
  const [form, setForm] = useState(EMPTY);
  const [role, setRole] = useState<StaffRole>('sales');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((old) => ({ ...old, [name]: value }));

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setDone('');
    try {
      const account = await call(staffAccountAdd, { ...form, role });
      setDone(fill(s.added, { email: account.email }));
      setForm(EMPTY);
      onAdded();
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="staff-order-action" aria-labelledby="add-staff-title" onSubmit={(event) => void add(event)}>
      <h3 id="add-staff-title">{s.addTitle}</h3>
      <TextField
        id="staff-first-name"
        label={s.firstName}
        value={form.firstName}
        onChange={set('firstName')}
        maxLength={REGISTRATION_LIMITS.firstName}
        required
      />
      <TextField
        id="staff-last-name"
        label={s.lastName}
        value={form.lastName}
        onChange={set('lastName')}
        maxLength={REGISTRATION_LIMITS.lastName}
        required
      />
      <TextField
        id="staff-email"
        type="email"
        label={text.email}
        value={form.email}
        onChange={set('email')}
        maxLength={REGISTRATION_LIMITS.email}
        required
      />
      <div className="field">
        <label htmlFor="staff-role">{s.role}</label>
        <select id="staff-role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {s.roles[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="staff-password">{s.password}</label>
        <input
          id="staff-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={REGISTRATION_LIMITS.passwordMin}
          maxLength={REGISTRATION_LIMITS.passwordMax}
          value={form.password}
          aria-describedby="staff-password-hint"
          onChange={(event) => set('password')(event.target.value)}
        />
        <p id="staff-password-hint" className="field-hint">
          {s.passwordHint}
        </p>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {s.add}
      </button>
      <p role="status" className="editor-note">
        {done}
      </p>
    </form>
  );
}
