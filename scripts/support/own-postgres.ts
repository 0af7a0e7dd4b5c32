import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway PostgreSQL 15 server for benchmarks and the system tests: a temp dir, trust auth,
 * loopback, a free port. PG_BIN moves the binaries.
 */

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/** A server started here in a temp dir: trust auth, loopback, a free port. */
export interface OwnPostgres {
  /** The maintenance database's URL (postgres://postgres@127.0.0.1:port/postgres). */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** The server's process ids (the postmaster and its children), to freeze it with SIGSTOP in a fault test. */
  processIds(): Promise<number[]>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function asPostgres(command: string, args: string[]): Promise<unknown> {
  const asRoot = process.getuid?.() === 0;
  return asRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args])
    : run(path.join(PG_BIN, command), args);
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-pg-'));
  if (process.getuid?.() === 0) await run('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', ...args]);
  const start = () => ctl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start').then(() => undefined);
  const stop = () => ctl('-m', 'fast', 'stop').then(() => undefined);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    restart: () => ctl('-m', 'fast', 'restart').then(() => undefined),
    async processIds() {
      const postmaster = Number((await fs.readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      const children: number[] = [];
      for (const entry of await fs.readdir('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
        // The parent id is the second field after the command's closing parenthesis.
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) children.push(Number(entry));
      }
      return [postmaster, ...children];
    },
    async remove() {
      await stop().catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
