import type { TeamAnswer } from '#contract/calls/team.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useChange } from '../../use-change.ts';

/**
 * Runs one team change at a time: the page then shows the team the server answered, and a toast
 * says what happened (a refusal is told by src/stores/tell-buyer.ts).
 */
export function useTeamChange(onTeam: (team: TeamAnswer) => void) {
  const { busy, change: send } = useChange((call: () => Promise<TeamAnswer>) => call());
  async function change(call: () => Promise<TeamAnswer>, done: (team: TeamAnswer) => string): Promise<boolean> {
    if (busy) return false;
    const team = await send(call);
    if (!team) return false;
    onTeam(team);
    showMessage('success', done(team));
    return true;
  }
  return { busy, change };
}
