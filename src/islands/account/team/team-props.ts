import type { TeamAnswer } from '#contract/calls/team.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { TeamStrings } from './team-strings.ts';

/** What each section of the team page is given: the team, and how to replace it after a change. */
export interface TeamProps {
  team: TeamAnswer;
  locale: Locale;
  strings: TeamStrings;
  onTeam: (team: TeamAnswer) => void;
}
