import { useState, type FormEvent } from 'react';
import { companyRename } from '../../../api/team.ts';
import { TEAM_LIMITS } from '#contract/limits/team.ts';
import type { TeamProps } from './team-props.ts';
import { useTeamChange } from './use-team-change.ts';

/** The company's name and the caller's role; an admin can change the name. */
export function CompanySection({ team, strings, onTeam }: TeamProps) {
  const s = strings.company;
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const { busy, change } = useTeamChange(onTeam);
  const company = team.company!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (
      await change(
        () => companyRename(name.trim()),
        () => s.renamed,
      )
    )
      setEditing(false);
  }

  return (
    <section className="team-section" aria-labelledby="team-company-heading">
      <h2 id="team-company-heading">{s.heading}</h2>
      {editing ? (
        <form className="team-inline-form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="team-company-name">{s.name}</label>
            <input
              id="team-company-name"
              autoComplete="organization"
              required
              maxLength={TEAM_LIMITS.companyName}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoFocus
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {s.save}
          </button>
          <button type="button" className="button secondary" onClick={() => setEditing(false)}>
            {s.cancel}
          </button>
        </form>
      ) : (
        <div className="team-company">
          <p className="team-company-name">{company.name}</p>
          {team.yourRole && <p className="team-your-role">{strings.roles[team.yourRole]}</p>}
          {team.yourRole === 'admin' && (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setName(company.name);
                setEditing(true);
              }}
            >
              {s.rename}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
