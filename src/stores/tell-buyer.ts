import { ApiCallError } from '../api/answer.ts';
import { showMessage } from './messages.ts';
import { endSession } from './session.ts';

/**
 * What the buyer is told when a call fails, decided here for every query and change: below 700 the
 * server's message as a toast; 701 ends the session silently (the token is gone or expired); 700 and
 * above, and failures without a code (the network), nothing: the island shows its own state.
 */
export function tellBuyer(error: unknown): void {
  if (!(error instanceof ApiCallError) || error.code === null) return;
  if (error.code === 701) endSession();
  else if (error.code < 700) showMessage('error', error.message || 'Error');
}
