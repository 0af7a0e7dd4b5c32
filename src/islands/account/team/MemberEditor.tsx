import { useId, useState, type FormEvent } from 'react';
import { teamMemberUpdate } from '../../../api/team.ts';
import type { TeamMember, TeamRole } from '#contract/calls/team.ts';
import { SPENDING_LIMIT_PERIODS, type SpendingLimitPeriod } from '#contract/rules/approval-limit.ts';
import { fill } from '#contract/i18n/text.ts';
import { penceForField, penceFromPounds } from '#contract/format/money.ts';
import { TEAM_LIMITS } from '#contract/limits/team.ts';
import { memberName } from './member-name.ts';
import type { TeamProps } from './team-props.ts';
import { useTeamChange } from './use-team-change.ts';

interface Props extends TeamProps {
  member: TeamMember;
  onClose: () => void;
}

/** An admin sets one member's role, spending limit (per order or per month) and right to pay for the team. */
export function MemberEditor({ strings, onTeam, member, onClose }: Props) {
  const s = strings.members;
  const id = useId();
  const [role, setRole] = useState<TeamRole>(member.companyRole);
  const [limit, setLimit] = useState(penceForField(member.spendingLimitPence));
  const [period, setPeriod] = useState<SpendingLimitPeriod>(member.spendingLimitPeriod);
  const [canPay, setCanPay] = useState(member.canPayForTeam);
  const [limitError, setLimitError] = useState(false);
  const { busy, change } = useTeamChange(onTeam);
  const isBuyer = role === 'buyer';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const pence = isBuyer ? penceFromPounds(limit, TEAM_LIMITS.spendingLimitPenceMax) : null;
    setLimitError(pence === undefined);
    if (pence === undefined) return;
    const request = {
      id: member.id,
      companyRole: role,
      canPayForTeam: isBuyer && canPay,
      ...(pence === null ? {} : { spendingLimitPence: pence, spendingLimitPeriod: period }),
    };
    if (
      await change(
        () => teamMemberUpdate(request),
        () => s.saved,
      )
    )
      onClose();
  }

  return (
    <form className="team-member-editor" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{fill(s.editHeading, { name: memberName(member) })}</h3>
      <div className="field">
        <label htmlFor={`${id}-role`}>{s.role}</label>
        <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as TeamRole)} autoFocus>
          <option value="buyer">{strings.roles.buyer}</option>
          <option value="admin">{strings.roles.admin}</option>
        </select>
      </div>
      {isBuyer ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-limit`}>{s.limitLabel}</label>
            <input
              id={`${id}-limit`}
              inputMode="decimal"
              maxLength={14}
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
              aria-invalid={limitError}
              aria-describedby={`${id}-limit-hint${limitError ? ` ${id}-limit-error` : ''}`}
            />
            <span id={`${id}-limit-hint`} className="team-hint">
              {s.limitHint}
            </span>
            {limitError && (
              <span id={`${id}-limit-error`} className="field-error">
                {s.limitInvalid}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-period`}>{s.periodLabel}</label>
            <select
              id={`${id}-period`}
              value={period}
              onChange={(e) => setPeriod(e.target.value as SpendingLimitPeriod)}
            >
              {SPENDING_LIMIT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {s.periods[p]}
                </option>
              ))}
            </select>
          </div>
          <div className="team-check">
            <input id={`${id}-pay`} type="checkbox" checked={canPay} onChange={(e) => setCanPay(e.target.checked)} />
            <label htmlFor={`${id}-pay`}>{s.canPayLabel}</label>
          </div>
        </>
      ) : (
        <p className="team-hint">{s.adminKeepsAll}</p>
      )}
      <div className="team-buttons">
        <button type="submit" className="button" disabled={busy}>
          {s.save}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {s.cancel}
        </button>
      </div>
    </form>
  );
}
