/**
 * Runs `work` on every item, `size` at a time: file-system calls go to libuv's thread pool, so a few
 * dozen in flight keep its threads busy where one at a time waits on each (thousands of pages).
 */
export async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}
