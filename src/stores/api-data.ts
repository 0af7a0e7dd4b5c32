import { nanoquery } from '@nanostores/query';
import type { MapStore } from 'nanostores';
import type { ApiCallError } from '../api/answer.ts';
import { tellBuyer } from './tell-buyer.ts';

/**
 * The islands' data layer (nanostores/query): answers are stores, kept per question, asked again
 * when their key changes or on a timer; changes are mutator stores. A failure of either is told to
 * the buyer here, by tellBuyer (src/stores/tell-buyer.ts), and kept for the island to show its state.
 */

// @nanostores/query's own declarations do not resolve under NodeNext (extensionless imports), so
// the two store shapes the islands use are declared here.
export interface Answer<T> {
  data?: T;
  error?: ApiCallError;
  loading: boolean;
}
export type AnswerStore<T> = MapStore<Answer<T>> & { mutate: (data?: T) => void; revalidate: () => void };
export type ChangeStore<I, T> = MapStore<{ loading?: boolean; data?: T; error?: ApiCallError }> & {
  mutate: (input: I) => Promise<T | undefined>;
};

// The cache is ours so a test can start from nothing (clearAnswers).
const cache = new Map();

const [createFetcherStore, createMutatorStore, { invalidateKeys }] = nanoquery({
  cache,
  // A failed read is not retried in a loop: the island offers "try again", and tellBuyer has spoken.
  onErrorRetry: null,
  onError: tellBuyer,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
});

/**
 * The answer to one question (`key` names it): asked when the store is first watched, then every
 * `every` ms if given. A view opened again asks afresh and shows no earlier answer meanwhile (a
 * message read, an order paid: answers change under the buyer's hands).
 */
export function answerStore<T>(key: string, ask: () => Promise<T>, every?: number): AnswerStore<T> {
  invalidateKeys(key);
  return createFetcherStore<T, ApiCallError>([key], {
    fetcher: ask,
    ...(every ? { revalidateInterval: every } : {}),
  }) as AnswerStore<T>;
}

/**
 * A change the buyer makes: `mutate(input)` sends it and resolves to the answer, or to undefined
 * when it failed (the buyer has been told why), so no caller needs a catch of its own.
 */
export function changeStore<I, T>(send: (input: I) => Promise<T>): ChangeStore<I, T> {
  return createMutatorStore<I, T, ApiCallError>(({ data }: { data: I }) => send(data), {
    throttleCalls: false,
    onError: tellBuyer,
  }) as ChangeStore<I, T>;
}

/** Forgets every answer (tests start each case from nothing). */
export function clearAnswers(): void {
  cache.clear();
}
