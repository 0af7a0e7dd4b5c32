import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noSoonerThan } from '../../server/accounts/answer-floor.ts';

// The floor under the answer to "Forgot your password?" (server/accounts/password-reset.ts), on the
// real clock with its time faked: exact to the millisecond whatever the machine's load.

const FLOOR = 400;
const took = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles `answer` and says at which (fake) millisecond it settled. */
function settledAt(answer: Promise<unknown>): () => number | undefined {
  const started = performance.now();
  let at: number | undefined;
  answer.then(
    () => {
      at = performance.now() - started;
    },
    () => {
      at = performance.now() - started;
    },
  );
  return () => at;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an answer with a floor', () => {
  it('comes no sooner than the floor when the work is quick, with its value', async () => {
    const answer = noSoonerThan(FLOOR, async () => 'done');
    const at = settledAt(answer);
    await vi.advanceTimersByTimeAsync(FLOOR - 1);
    expect(at()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(at()).toBe(FLOOR);
    await expect(answer).resolves.toBe('done');
  });

  it('holds back a failure just as long', async () => {
    const answer = noSoonerThan(FLOOR, async () => {
      throw new Error('refused');
    });
    const at = settledAt(answer);
    await vi.advanceTimersByTimeAsync(FLOOR - 1);
    expect(at()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toThrow('refused');
    expect(at()).toBe(FLOOR);
  });

  it('counts the time the work took towards the floor, and adds nothing to work longer than it', async () => {
    for (const [work, answered] of [
      [150, FLOOR],
      [FLOOR + 200, FLOOR + 200],
    ] as const) {
      const at = settledAt(noSoonerThan(FLOOR, () => took(work)));
      await vi.advanceTimersByTimeAsync(answered - 1);
      expect(at(), `work of ${work} ms`).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(at(), `work of ${work} ms`).toBe(answered);
    }
  });
});
