import { Fragment, useState } from 'react';
import { teamInfo, teamMemberRemove, teamSecondFactorReset } from '../../../api/team.ts';
import type { TeamMember } from '#contract/calls/team.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { MemberEditor } from './MemberEditor.tsx';
import { memberName } from './member-name.ts';
import type { TeamProps } from './team-props.ts';
import { useTeamChange } from './use-team-change.ts';

type Open = { kind: 'edit' | 'remove' | 'reset'; id: number } | null;

/** The members with role, spending limit and right to pay; admins edit or remove each one in place. */
export function MembersTable(props: TeamProps) {
  const { team, locale, strings } = props;
  const s = strings.members;
  const isAdmin = team.yourRole === 'admin';
  const [open, setOpen] = useState<Open>(null);
  const columns = isAdmin ? 6 : 5;
  const limitText = (m: TeamMember) => {
    if (m.companyRole === 'admin' || m.spendingLimitPence === null) return s.noLimit;
    const limit = formatPence(m.spendingLimitPence, locale);
    return m.spendingLimitPeriod === 'month' ? fill(s.perMonth, { limit }) : limit;
  };

  return (
    <section className="team-section" aria-labelledby="team-members-heading">
      <h2 id="team-members-heading">{s.heading}</h2>
      {!isAdmin && <p className="team-note">{s.readOnly}</p>}
      <div className="team-table-wrap">
        <table className="data-table team-table">
          <thead>
            <tr>
              <th scope="col">{s.name}</th>
              <th scope="col">{s.email}</th>
              <th scope="col">{s.role}</th>
              <th scope="col">{s.limit}</th>
              <th scope="col">{s.canPay}</th>
              {isAdmin && <th scope="col">{s.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {team.members.map((m) => (
              <Fragment key={m.id}>
                <tr>
                  <th scope="row">
                    {memberName(m)} {m.isYou && <span className="team-you">{s.you}</span>}
                  </th>
                  <td className="team-email">{m.email}</td>
                  <td>{strings.roles[m.companyRole]}</td>
                  <td className="num">{limitText(m)}</td>
                  <td>{m.companyRole === 'admin' || m.canPayForTeam ? s.yes : s.no}</td>
                  {isAdmin && (
                    <td className="team-actions">
                      <button
                        type="button"
                        className="button secondary small"
                        aria-expanded={open?.kind === 'edit' && open.id === m.id}
                        onClick={() => setOpen({ kind: 'edit', id: m.id })}
                      >
                        {fill(s.edit, { name: memberName(m) })}
                      </button>
                      {/* An admin leaves a company by handing it over, never by removing herself; her own factors are hers to change. */}
                      {!m.isYou &&
                        (['remove', 'reset'] as const).map((kind) => (
                          <button
                            key={kind}
                            type="button"
                            className="button secondary small"
                            aria-expanded={open?.kind === kind && open.id === m.id}
                            onClick={() => setOpen({ kind, id: m.id })}
                          >
                            {fill(kind === 'remove' ? s.remove : s.resetFactor, { name: memberName(m) })}
                          </button>
                        ))}
                    </td>
                  )}
                </tr>
                {open?.id === m.id && (
                  <tr className="team-open-row">
                    <td colSpan={columns}>
                      {open.kind === 'edit' ? (
                        <MemberEditor {...props} member={m} onClose={() => setOpen(null)} />
                      ) : (
                        <ConfirmMemberChange {...props} kind={open.kind} member={m} onClose={() => setOpen(null)} />
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

interface RowProps extends TeamProps {
  kind: 'remove' | 'reset';
  member: TeamMember;
  onClose: () => void;
}

/** Asks before a member leaves the company, or before their lost second factor is reset (recorded and e-mailed by the server). */
function ConfirmMemberChange({ team, strings, onTeam, kind, member, onClose }: RowProps) {
  const s = strings.members;
  const { busy, change } = useTeamChange(onTeam);
  const name = memberName(member);
  const values = { name, company: team.company?.name ?? '' };
  const words =
    kind === 'remove'
      ? { label: s.remove, confirm: s.removeConfirm, yes: s.removeYes, done: s.removed }
      : { label: s.resetFactor, confirm: s.resetConfirm, yes: s.resetYes, done: s.resetDone };
  const send = () =>
    kind === 'remove' ? teamMemberRemove(member.id) : teamSecondFactorReset(member.id).then(teamInfo);
  async function confirm() {
    if (await change(send, () => fill(words.done, values))) onClose();
  }
  return (
    <div className="team-confirm" role="group" aria-label={fill(words.label, values)}>
      <p>{fill(words.confirm, values)}</p>
      <button type="button" className="button danger" disabled={busy} onClick={confirm}>
        {words.yes}
      </button>
      <button type="button" className="button secondary" onClick={onClose} autoFocus>
        {s.cancel}
      </button>
    </div>
  );
}
