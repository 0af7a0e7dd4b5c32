import { ApiCallError } from '../api/answer.ts';
import { showMessage } from './messages.ts';
import { endSession } from './session-change.ts';

// A failure may reach here twice: from the data layer (src/stores/api-data.ts) and again from an
// island that handles the refusal itself. It is told once.
const told = new WeakSet<object>();

/**
 * What the buyer is told when a call fails, decided here for every query and change: below 700 the
 * server's message as a toast; 701 ends the session silently (the token is gone or expired); 700 and
 * above, and failures without a code (the network), nothing: the island shows its own state.
 */
export function tellBuyer(error: unknown): void {
  if (!(error instanceof ApiCallError) || error.code === null || told.has(error)) return;
  told.add(error);
  if (error.code === 701) endSession();
  else if (error.code < 700) showMessage('error', error.message || 'Error');
}

/** Tells the buyer and passes the failure on, to a caller that handles it too: `.catch(tellAndThrow)`. */
export function tellAndThrow(error: unknown): never {
  tellBuyer(error);
  throw error;
}

/**
 * The answer, or undefined once the buyer has been told of the failure: for a change on a light page
 * (footer, catalogue, payment), where the data layer's store (src/stores/api-data.ts) would cost its weight.
 */
export function answerOrTold<T>(request: Promise<T>): Promise<T | undefined> {
  return request.catch((error: unknown) => {
    tellBuyer(error);
    return undefined;
  });
}
