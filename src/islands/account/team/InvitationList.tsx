import { teamInvitationRevoke } from '../../../api/team.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import type { TeamProps } from './team-props.ts';
import { useTeamChange } from './use-team-change.ts';

/** The company's open invitations; an admin can withdraw each. */
export function InvitationList({ team, locale, strings, onTeam }: TeamProps) {
  const s = strings.invitations;
  const { busy, change } = useTeamChange(onTeam);
  return (
    <section className="team-section" aria-labelledby="team-invitations-heading">
      <h2 id="team-invitations-heading">{s.heading}</h2>
      {team.invitations.length === 0 ? (
        <p>{s.none}</p>
      ) : (
        <ul className="team-invitations">
          {team.invitations.map((i) => (
            <li key={i.id}>
              <span className="team-email">{i.email}</span>
              <span>{strings.roles[i.companyRole]}</span>
              <span>{fill(s.expires, { date: formatDate(i.expiresAt, locale) })}</span>
              <button
                type="button"
                className="button secondary small"
                disabled={busy}
                onClick={() =>
                  void change(
                    () => teamInvitationRevoke(i.id),
                    () => s.revoked,
                  )
                }
              >
                {fill(s.revoke, { email: i.email })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
