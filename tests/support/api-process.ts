import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '#contract/api/types.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a process keeps its data: a PostgreSQL database, or a PGlite data dir (DATA_DIR). */
export type ApiStore = { databaseUrl: string } | { dataDir: string };

/** One real `npm run serve:api` process, called over HTTP. */
export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** POST a JSON body to /api/{path} and read the envelope (same shape as the API tests' call). */
  call<T = unknown>(
    path: string,
    body?: unknown,
    options?: { headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope<T> }>;
  /** SIGKILL, or SIGTERM for a clean shutdown; resolves once the process has exited. */
  end(signal: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

/** `env` adds to (or overrides) the process's environment: SEED_DEMO, NODE_ENV. */
export async function startApiProcess(
  store: ApiStore,
  timeoutMs = 120_000,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['scripts/serve-api.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'databaseUrl' in store ? store.databaseUrl : '',
      DATA_DIR: 'dataDir' in store ? store.dataDir : '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`serve:api ${why}; output:\n${output}`));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail('did not start in time');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Lihda Group API: (http:\/\/[^/\s]+)\/api\//);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`exited with ${code}`);
    });
  });
  return {
    url,
    child,
    output: () => output,
    async call<T>(apiPath: string, body: unknown = {}, options: { headers?: Record<string, string> } = {}) {
      const response = await fetch(`${url}/api/${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Envelope<T> };
    },
    async end(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
