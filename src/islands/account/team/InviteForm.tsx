import { useState, type FormEvent } from 'react';
import { teamInvite } from '../../../api/team.ts';
import type { TeamRole } from '#contract/calls/team.ts';
import { fill } from '#contract/i18n/text.ts';
import { EMAIL_PATTERN } from '#contract/limits/fields.ts';
import { TEAM_LIMITS } from '#contract/limits/team.ts';
import type { TeamProps } from './team-props.ts';
import { useTeamChange } from './use-team-change.ts';

/** An admin invites a colleague by email with a role; the answer says whether the message went or waits for a registration. */
export function InviteForm({ strings, onTeam }: TeamProps) {
  const s = strings.invite;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('buyer');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, change } = useTeamChange(onTeam);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    const found = address === '' ? s.emailRequired : EMAIL_PATTERN.test(address) ? null : s.emailInvalid;
    setProblem(found);
    if (found) return;
    const sent = await change(
      () => teamInvite({ email: address, companyRole: role }),
      () => fill(s.sent, { email: address }),
    );
    if (sent) setEmail('');
  }

  return (
    <section className="team-section" aria-labelledby="team-invite-heading">
      <h2 id="team-invite-heading">{s.heading}</h2>
      <p className="team-note">{s.intro}</p>
      <form className="team-inline-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="team-invite-email">{s.email}</label>
          <input
            id="team-invite-email"
            type="email"
            autoComplete="off"
            maxLength={TEAM_LIMITS.email}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'team-invite-email-error' : undefined}
          />
          {problem && (
            <span id="team-invite-email-error" className="field-error">
              {problem}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="team-invite-role">{s.role}</label>
          <select id="team-invite-role" value={role} onChange={(e) => setRole(e.target.value as TeamRole)}>
            <option value="buyer">{strings.roles.buyer}</option>
            <option value="admin">{strings.roles.admin}</option>
          </select>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {s.send}
        </button>
      </form>
    </section>
  );
}
