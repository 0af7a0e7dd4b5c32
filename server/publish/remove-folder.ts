import fs from 'node:fs/promises';
import { runTool } from './run-tool.ts';

/**
 * Removes a folder and all in it, as `fs.rm(dir, { recursive: true, force: true })` does, but with
 * `rm -rf` in a child process. Node's removal queues every entry of a folder on libuv's thread pool
 * at once: while it removed a release of 140,000 files (`--scale 100`), a file this process looked
 * up for a page waited 0.5 s at the median and 3.6 s at worst; beside `rm`, 0.3 ms
 * (docs/performance.md, "Removing a release"). Where there is no `rm`, Node's removal.
 */
export async function removeFolder(dir: string): Promise<void> {
  if ((await runTool('rm', ['-rf', '--', dir])) === 'missing') await fs.rm(dir, { recursive: true, force: true });
}
