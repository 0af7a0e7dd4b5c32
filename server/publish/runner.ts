import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnvironment } from './child-env.ts';
import { stallTimer } from './stall-timer.ts';

/** The project folder (astro.config.mjs, src/): builds run there whatever the process's cwd. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface AstroRunOptions {
  /** The API the pages are rendered from (the shop's own address). */
  apiUrl: string;
  /** The site's public address in canonical URLs and the sitemap; unset, SITE_URL's. */
  siteUrl?: string;
  outDir: string;
  /** Every chunk Astro writes (stdout and stderr, colours removed). */
  onOutput: (text: string) => void;
  /** The build is stopped when it writes nothing for this long (a long build that keeps printing pages runs on). */
  stallTimeoutMs: number;
  /** Aborting stops the build (the shop is shutting down). */
  signal?: AbortSignal;
  /** More environment for the build (an incremental publish's page list). */
  env?: Record<string, string>;
}

export interface AstroRunResult {
  ok: boolean;
  /** Why it did not succeed, in a few words: 'exit code 1', 'stopped: no output for 10 minutes' … */
  failure: string | null;
  durationMs: number;
}

const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;

/**
 * `astro build --outDir …` in a child process on this same Node, against the API at apiUrl, with
 * its output captured for the build's log. Resolves in every case; ok only on exit code 0.
 */
/**
 * A working folder of one's own for an `astro build` (its cwd; remove it afterwards). Astro keeps its
 * intermediate server files in `<cwd>/.astro/` when the output is outside the working folder: a
 * private folder under node_modules (so those files still find the packages) keeps two builds of one
 * checkout (a shop and a test, say) out of each other's way.
 */
export function privateBuildFolder(): string {
  const workDir = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'lihda-publish', randomBytes(6).toString('hex'));
  fs.mkdirSync(workDir, { recursive: true });
  return workDir;
}

export function runAstroBuild(options: AstroRunOptions): Promise<AstroRunResult> {
  const astroBin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('astro/package.json')),
    'bin',
    'astro.mjs',
  );
  const started = Date.now();
  const workDir = privateBuildFolder();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [astroBin, 'build', '--root', PROJECT_ROOT, '--outDir', path.resolve(options.outDir)],
      {
        cwd: workDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: buildEnvironment({
          ...options.env,
          API_URL: options.apiUrl,
          ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
          ASTRO_TELEMETRY_DISABLED: '1',
          NO_COLOR: '1',
          FORCE_COLOR: '0',
        }),
      },
    );
    let stopReason: string | null = null;
    const stop = (reason: string) => {
      if (stopReason || child.exitCode !== null) return;
      stopReason = reason;
      child.kill('SIGTERM');
      setTimeout(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      }, 5_000).unref();
    };
    // Astro prints a line per page rendered, so only a hung build goes quiet: a limit on the whole
    // build stopped full builds of a large catalogue on a busy machine (docs/deploy.md).
    const stall = stallTimer(options.stallTimeoutMs, () =>
      stop(`stopped: no output for ${Math.round(options.stallTimeoutMs / 60_000)} minutes`),
    );
    const onAbort = () => stop('stopped: the shop is shutting down');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();

    const forward = (chunk: Buffer) => {
      stall.touch();
      options.onOutput(chunk.toString('utf8').replace(ANSI, ''));
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    const finish = (failure: string | null) => {
      stall.cancel();
      fs.rmSync(workDir, { recursive: true, force: true });
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ ok: failure === null, failure, durationMs: Date.now() - started });
    };
    child.on('error', (error) => finish(`could not start astro: ${error.message}`));
    child.on('close', (code, signal) => {
      if (stopReason) finish(stopReason);
      else if (code === 0) finish(null);
      else finish(signal ? `killed by ${signal}` : `exit code ${code}`);
    });
  });
}
