import { useState } from 'react';
import type { TeamAnswer } from '#contract/calls/team.ts';
import { showMessage } from '../../../stores/messages.ts';

/**
 * Runs one team change at a time: the page then shows the team the server answered, and a toast
 * says what happened (a refusal's message is already a toast from the error catalogue).
 */
export function useTeamChange(onTeam: (team: TeamAnswer) => void) {
  const [busy, setBusy] = useState(false);
  async function change(call: () => Promise<TeamAnswer>, done: (team: TeamAnswer) => string): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    try {
      const team = await call();
      onTeam(team);
      showMessage('success', done(team));
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, change };
}
