/** The time an answer's floor is measured with: the real one, or a test's (tests/api/password-reset.test.ts). */
export interface AnswerClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: AnswerClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.ceil(ms))),
};

/**
 * Runs `work` and settles, with its value or its error alike, no sooner than `floorMs` after it
 * began: the answer's time then says nothing about which way the work went, as long as every way
 * takes less than the floor.
 */
export async function noSoonerThan<T>(
  floorMs: number,
  work: () => Promise<T>,
  clock: AnswerClock = realClock,
): Promise<T> {
  const started = clock.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (clock.now() - started);
    if (left > 0) await clock.sleep(left);
  }
}
