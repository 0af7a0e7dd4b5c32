import { spawn } from 'node:child_process';
import { hookEnvironment } from './child-env.ts';
import { PROJECT_ROOT } from './runner.ts';

export interface HookContext {
  /** The build (or rollback); null after npm start's own build of a missing or outdated site (scripts/start.ts). */
  buildId: number | null;
  /** The release just switched to (absolute path): what to upload. */
  releaseDir: string;
  siteDir: string;
  trigger: string;
}

/**
 * Runs PUBLISH_HOOK (a shell command: an rsync to a CDN origin, a cache purge, a CI call) after a
 * switch, with the release in an allowlisted environment (child-env.ts). Its output goes to the build's log; a failure is
 * reported, never thrown: the site is already published here.
 */
export function runHook(
  command: string,
  context: HookContext,
  onOutput: (text: string) => void,
  timeoutMs: number,
): Promise<{ ok: boolean; outcome: string }> {
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', command], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: hookEnvironment({
        RELEASE_DIR: context.releaseDir,
        SITE_DIR: context.siteDir,
        BUILD_ID: context.buildId === null ? '' : String(context.buildId),
        PUBLISH_TRIGGER: context.trigger,
      }),
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      setTimeout(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      }, 5_000).unref();
    }, timeoutMs);
    const forward = (chunk: Buffer) => onOutput(chunk.toString('utf8'));
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, outcome: `could not start: ${error.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (timedOut) resolve({ ok: false, outcome: `stopped after ${Math.round(timeoutMs / 60_000)} minutes` });
      else if (code === 0) resolve({ ok: true, outcome: 'exit code 0' });
      else resolve({ ok: false, outcome: signal ? `killed by ${signal}` : `exit code ${code}` });
    });
  });
}
