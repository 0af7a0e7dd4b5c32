import { nanoquery } from '@nanostores/query';
import type { ReadableAtom } from 'nanostores';
import type { AnswerOf, BodyOf, CallDeclaration } from '#contract/call.ts';
import { ApiCallError } from '../api/answer.ts';
import { call } from '../api/call.ts';
import { showMessage } from './messages.ts';
import { endSession } from './session.ts';

/**
 * What the buyer is told when a call fails, in one place for every query and change: below 700 the
 * server's message as a toast; 701 ends the session silently (the token is gone or expired); 700 and
 * above, and failures without a code (the network), nothing: the island shows its own state.
 */
export function tellBuyer(error: unknown): void {
  if (!(error instanceof ApiCallError) || error.code === null) return;
  if (error.code === 701) endSession();
  else if (error.code < 700) showMessage('error', error.message || 'Error');
}

const [createFetcherStore, createMutatorStore, { mutateCache }] = nanoquery({
  onError: tellBuyer,
  // A failed read is not retried in a loop: the island offers "try again", and tellBuyer has spoken.
  onErrorRetry: null,
  revalidateOnFocus: false,
});

/**
 * A store of one call's answer. It asks while `when` holds a value (a session token, say) and asks
 * again when it changes; `every` re-asks on a timer (badge counts, build progress).
 */
export function answerStore<C extends CallDeclaration>(declaration: C, body: BodyOf<C>, options: { when?: ReadableAtom<string | null>; every?: number } = {}) {
  const key = JSON.stringify(body);
  return createFetcherStore<AnswerOf<C>, ApiCallError>([declaration.path, key, ...(options.when ? [options.when] : [])], {
    fetcher: () => call(declaration, body),
    ...(options.every ? { revalidateInterval: options.every } : {}),
  });
}

/**
 * A change: makes the call, puts its answer into the `shows` store when the answer is what that
 * store holds (the basket after a basket change), and reports a failure through tellBuyer.
 */
export function changeStore<C extends CallDeclaration>(declaration: C, shows?: { key?: string }) {
  return createMutatorStore<BodyOf<C>, AnswerOf<C>, ApiCallError>(async ({ data }: { data: BodyOf<C> }) => {
    const answer = await call(declaration, data);
    if (shows?.key) mutateCache(shows.key, answer);
    return answer;
  });
}
