/** The p-th percentile (0-100) of some measurements, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no measurements');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
