import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { setStatements, startupOptions } from './session-settings.ts';

export type Db = Kysely<Database>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined keeps the database in memory; loadDataDir starts it from a dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface OpenDatabase {
  db: Db;
  /** Closing Kysely also closes PGlite or the pg pool, so the data dir is left clean. */
  close(): Promise<void>;
  /** The PGlite instance when embedded, for dumps in tests. */
  pglite: PGlite | undefined;
}

/**
 * Per-connection limits for serving requests (docs/operations.md states the bound they give): the
 * server cancels a statement, a lock wait or an idle open transaction past these, and the driver
 * gives up on a server that answers nothing at all (stopped, hung) a little after the statement limit.
 */
export const POSTGRES_TIMEOUTS = {
  statement_timeout: 10_000,
  lock_timeout: 5_000,
  idle_in_transaction_session_timeout: 30_000,
  query_timeout: 12_000,
  // A server that does not answer (failing over, unreachable) fails a request in 5 s instead of hanging it.
  connectionTimeoutMillis: 5_000,
} as const;

/**
 * `timeouts: false` is for start-up work only (migrations, demo data, waiting for another process's
 * start-up lock), which may rightly take longer than a request; a connection timeout still applies.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { timeouts?: boolean } = {},
): Promise<OpenDatabase> {
  const plugins = [new CamelCasePlugin()];
  if (target.kind === 'postgres') {
    const limits =
      options.timeouts === false
        ? { connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectionTimeoutMillis }
        : POSTGRES_TIMEOUTS;
    const pool = new pg.Pool({ connectionString: target.url, max: 10, ...limits, options: startupOptions() });
    // An idle connection dropped by the server (a restart, an admin) must not crash the process:
    // the pool replaces it, and the next query fails or succeeds on its own.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    // A connection in use gets no pool listener: its 'error' event (the server shutting down between
    // two queries of a request) would crash the process. The request's own query fails and answers 503.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, pglite: undefined, close: () => db.destroy() };
  }
  if (target.dataDir) await fs.mkdir(path.dirname(target.dataDir), { recursive: true });
  const pglite = await PGlite.create(target.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: target.loadDataDir,
  });
  await pglite.exec(setStatements());
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
  return { db, pglite, close: () => db.destroy() };
}

export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  return databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
}
