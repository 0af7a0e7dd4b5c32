import type { BuildRow } from './queue.ts';
import { STALE_RUNNING_MS } from './settings.ts';

/** Whether the process named in a 'running' build row still runs it (server/publish/builder.ts recovers the rows of those that do not). */

function runnerParts(runner: string | null): { host: string; pid: number } | null {
  const match = runner ? /^([^:]*):(\d+):/.exec(runner) : null;
  return match ? { host: match[1]!, pid: Number(match[2]) } : null;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a 'running' row was left by a process that is gone, and why (null: it may still run).
 * On this machine the process is looked up (this process's own rows are not ours to judge when
 * it runs them: the caller skips those); from elsewhere, a row older than STALE_RUNNING_MS is dead.
 */
export function runnerIsGone(
  row: Pick<BuildRow, 'runner' | 'startedAt'>,
  here: { host: string; pid: number; alive: (pid: number) => boolean },
  now: number,
): string | null {
  const parts = runnerParts(row.runner);
  if (parts && parts.host === here.host && (parts.pid === here.pid || !here.alive(parts.pid))) {
    return `the process that ran it (${row.runner}) stopped during the build.`;
  }
  const startedAt = row.startedAt ? new Date(row.startedAt).getTime() : 0;
  if (now - startedAt > STALE_RUNNING_MS)
    return `no word from its process (${row.runner ?? 'unknown'}) for ${STALE_RUNNING_MS / 60_000} minutes.`;
  return null;
}
