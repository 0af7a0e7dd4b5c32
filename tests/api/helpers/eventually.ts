import { vi } from 'vitest';

/**
 * Polls `probe` until it returns a value (not undefined), for work another part of the shop does on
 * its own time (the outbox worker, a timer). The bound is only for a hang: it sits under the API
 * projects' test timeout (vitest.config.ts), so a busy machine waits longer rather than fails.
 */
export function eventually<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (value === undefined) throw new Error(`still waiting for ${what}`);
      return value;
    },
    { timeout: 100_000, interval: 25 },
  );
}
