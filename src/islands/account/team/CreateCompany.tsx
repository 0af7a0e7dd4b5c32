import { useState, type FormEvent } from 'react';
import { companyCreate } from '../../../api/team.ts';
import type { TeamAnswer } from '#contract/calls/team.ts';
import { TEAM_LIMITS } from '#contract/limits/team.ts';
import type { TeamStrings } from './team-strings.ts';
import { useTeamChange } from './use-team-change.ts';

interface Props {
  strings: TeamStrings['noCompany'];
  onTeam: (team: TeamAnswer) => void;
}

/** A buyer without a company founds one here and becomes its administrator. */
export function CreateCompany({ strings, onTeam }: Props) {
  const [name, setName] = useState('');
  const { busy, change } = useTeamChange(onTeam);

  function submit(event: FormEvent) {
    event.preventDefault();
    void change(
      () => companyCreate(name.trim()),
      () => strings.created,
    );
  }

  return (
    <section className="team-section" aria-labelledby="team-create-heading">
      <h2 id="team-create-heading">{strings.heading}</h2>
      <p>{strings.intro}</p>
      <form className="team-inline-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="team-create-name">{strings.name}</label>
          <input
            id="team-create-name"
            name="companyName"
            autoComplete="organization"
            required
            maxLength={TEAM_LIMITS.companyName}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {strings.create}
        </button>
      </form>
    </section>
  );
}
