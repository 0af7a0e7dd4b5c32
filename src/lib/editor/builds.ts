import type { BuildListAnswer } from '#contract/calls/editor-publish.ts';
import { fill } from '#contract/i18n/text.ts';

/** How often the console asks for the build list while a build waits or runs. */
export const BUILD_POLL_MS = 2_000;

/** A build is waiting or running: the console keeps asking until it has finished. */
export function buildUnderWay(answer: BuildListAnswer): boolean {
  return (
    answer.current !== null ||
    answer.queued !== null ||
    answer.list.some((b) => b.state === 'queued' || b.state === 'running')
  );
}

export interface DurationWords {
  /** '{s} s' */
  seconds: string;
  /** '{m} min {s} s' */
  minutes: string;
}

/** A duration in whole seconds, with minutes from one minute on: '42 s', '3 min 05 s'. */
export function formatDuration(ms: number, words: DurationWords): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m === 0 ? fill(words.seconds, { s }) : fill(words.minutes, { m, s: String(s).padStart(2, '0') });
}

/**
 * A running build's progress bar: pages written of about how many. The expected count is an
 * estimate the build may pass; the bar then stays full. Null until the estimate is known.
 */
export function pagesProgress(written: number, expected: number | null): { value: number; max: number } | null {
  if (expected === null || expected <= 0) return null;
  return { value: Math.min(written, expected), max: expected };
}
