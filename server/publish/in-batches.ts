/**
 * Runs `work` on every item, `size` at a time: file-system calls go to libuv's thread pool, so a few
 * dozen in flight keep its threads busy where one at a time waits on each (thousands of pages).
 * An aborted `signal` stops it between batches, with the signal's reason.
 */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    signal?.throwIfAborted();
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  }
  return results;
}
