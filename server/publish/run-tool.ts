import { spawn } from 'node:child_process';

/**
 * Runs a system tool (`rm`, `cp`) in a child process and waits for it: 'missing' when the system has
 * no such tool; throws with its error output when it fails, or with the signal's reason when
 * `signal` stops it. Folder-wide work done this way takes nothing from this process's thread pool,
 * which serves the site's files (server/publish/remove-folder.ts says what it cost otherwise).
 */
export async function runTool(command: string, args: string[], signal?: AbortSignal): Promise<'done' | 'missing'> {
  signal?.throwIfAborted();
  let stderr = '';
  const outcome = await new Promise<number | null | Error>((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], signal });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', resolve);
    child.on('close', resolve);
  });
  if (outcome === 0) return 'done';
  signal?.throwIfAborted();
  if (outcome instanceof Error && (outcome as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
  const why = outcome instanceof Error ? outcome.message : stderr.trim() || `exit code ${outcome}`;
  throw new Error(`${command} ${args.join(' ')}: ${why}`);
}
