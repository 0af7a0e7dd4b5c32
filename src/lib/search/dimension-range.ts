import { SEARCH_LIMITS } from '#contract/limits/search.ts';

/** A range bound as typed: null when empty, undefined when it is not a number the API takes (0 to 1,000,000). */
export function parseBound(raw: string): number | null | undefined {
  const text = raw.trim();
  if (text === '') return null;
  const n = Number(text);
  return /^\d+(\.\d+)?$/.test(text) && n <= SEARCH_LIMITS.dimensionMax ? n : undefined;
}

export type RangeProblem = 'needed' | 'number' | 'order';

/** What is wrong with a typed range, or null: it needs a bound, numbers in range, and min ≤ max. */
export function rangeProblem(minRaw: string, maxRaw: string): RangeProblem | null {
  const min = parseBound(minRaw);
  const max = parseBound(maxRaw);
  if (min === undefined || max === undefined) return 'number';
  if (min === null && max === null) return 'needed';
  return min !== null && max !== null && min > max ? 'order' : null;
}
