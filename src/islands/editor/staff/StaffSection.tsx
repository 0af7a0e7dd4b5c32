import { useState } from 'react';
import {
  staffAccountList,
  staffAccountSetDisabled,
  staffAccountSetRole,
  type StaffAccount,
} from '#contract/calls/staff-accounts.ts';
import { STAFF_ROLES, type StaffRole } from '#contract/calls/staff.ts';
import { fill } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import { EditorTable } from '../EditorTable.tsx';
import type { SectionProps } from '../section-props.ts';
import { CreditThresholdForm } from '../companies/CreditThresholdForm.tsx';
import { AddStaffForm } from './AddStaffForm.tsx';
import { SecondFactorReset } from './SecondFactorReset.tsx';

/** Admins' staff accounts: each with its role and access, a form to add one, and the credit that needs a second administrator. */
export function StaffSection({ strings }: SectionProps) {
  const text = strings.staff;
  const s = text.staffAccounts;
  const accounts = useAnswer(() => call(staffAccountList, {}), 'staff-accounts');
  const [busy, setBusy] = useState(false);

  /** A refusal (the last admin) is a toast, and the list is read again so it shows what stands. */
  async function change(send: () => Promise<StaffAccount>) {
    setBusy(true);
    try {
      await send();
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
      accounts.retry();
    }
  }

  return (
    <>
      <p className="editor-intro">{s.intro}</p>
      <Answer call={accounts} strings={strings}>
        {({ list }) => (
          <EditorTable
            caption={s.caption}
            columns={[text.name, text.email, s.role, s.access, text.secondFactorReset.label]}
          >
            {list.map((account) => (
              <tr key={account.id}>
                <td>{account.name}</td>
                <td>{account.email}</td>
                <td>
                  <RoleForm
                    account={account}
                    strings={strings}
                    busy={busy}
                    onSave={(role) => void change(() => call(staffAccountSetRole, { id: account.id, role }))}
                  />
                </td>
                <td>
                  {account.disabled ? text.disabled : text.enabled}{' '}
                  <button
                    type="button"
                    className="button secondary"
                    disabled={busy}
                    aria-label={fill(account.disabled ? s.enableLabel : s.disableLabel, { name: account.name })}
                    onClick={() =>
                      void change(() => call(staffAccountSetDisabled, { id: account.id, disabled: !account.disabled }))
                    }
                  >
                    {account.disabled ? s.enable : s.disable}
                  </button>
                </td>
                <td>
                  <SecondFactorReset account={account} strings={strings} />
                </td>
              </tr>
            ))}
          </EditorTable>
        )}
      </Answer>
      <AddStaffForm strings={strings} onAdded={accounts.retry} />
      <CreditThresholdForm strings={strings} />
    </>
  );
}

/** A role chosen, then saved with its button: moving through the choices with the keyboard changes nothing yet. */
function RoleForm({
  account,
  strings,
  busy,
  onSave,
}: {
  account: StaffAccount;
  strings: SectionProps['strings'];
  busy: boolean;
  onSave: (role: StaffRole) => void;
}) {
  const s = strings.staff.staffAccounts;
  const [role, setRole] = useState<StaffRole>(account.role);
  return (
    <form
      className="staff-role-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(role);
      }}
    >
      <select
        aria-label={fill(s.roleOf, { name: account.name })}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {s.roles[r]}
          </option>
        ))}
      </select>{' '}
      <button
        type="submit"
        className="button secondary"
        disabled={busy || role === account.role}
        aria-label={fill(s.saveRoleOf, { name: account.name })}
      >
        {strings.save}
      </button>
    </form>
  );
}
