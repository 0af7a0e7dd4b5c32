import { useId } from 'react';
import { teamInfo, teamSecondFactorRule } from '../../../api/team.ts';
import type { TeamProps } from './team-props.ts';
import { useTeamChange } from './use-team-change.ts';

/** An admin's switch: every member must sign in with a second factor (docs/security.md). */
export function SecondFactorRule({ team, strings, onTeam }: TeamProps) {
  const s = strings.secondFactor;
  const id = useId();
  const { busy, change } = useTeamChange(onTeam);
  const required = team.company!.requireSecondFactor;

  // The call answers nothing: the team read after it shows the rule as the server keeps it.
  const toggle = () =>
    change(
      () => teamSecondFactorRule(!required).then(teamInfo),
      (next) => (next.company?.requireSecondFactor ? s.ruleOn : s.ruleOff),
    );

  return (
    <section className="team-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{s.heading}</h2>
      <div className="team-check">
        <input
          id={`${id}-rule`}
          type="checkbox"
          role="switch"
          checked={required}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={toggle}
        />
        <label htmlFor={`${id}-rule`}>{s.rule}</label>
      </div>
      <p id={`${id}-hint`} className="team-hint">
        {s.ruleHint}
      </p>
    </section>
  );
}
