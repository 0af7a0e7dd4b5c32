import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL's own tools (pg_dump, pg_restore) from PG_BIN, else from the PATH (Debian's wrapper
 * picks the newest installed version): they must be at least as new as the server.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  return env.PG_BIN ? path.join(env.PG_BIN, name) : name;
}

/** Runs a tool and fails with its own words (stderr) when it does. */
export async function runTool(command: string, args: string[]): Promise<void> {
  try {
    await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${path.basename(command)} failed: ${(stderr || message).trim()}`, { cause: error });
  }
}

/** A backup file is a gzip tar of one folder: any machine's tar reads it. */
export const packFolder = (folder: string, file: string) => runTool('tar', ['-czf', file, '-C', folder, '.']);
export const unpackInto = (file: string, folder: string) => runTool('tar', ['-xzf', file, '-C', folder]);
