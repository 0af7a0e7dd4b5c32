import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startOwnPostgres } from '../../scripts/support/own-postgres.ts';
import { openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/seed/load.ts';
import { withDatabase } from '../api/helpers/postgres-url.ts';

/**
 * PostgreSQL for the system tests. CI names a throwaway server in DATABASE_URL; without it a test
 * starts its own here (never skips), and the fault tests always do, since they stop and restart it.
 */

/** DATABASE_URL's server, or one started here; `release` stops only one started here. */
export async function postgresServer(): Promise<{ url: string; release(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, release: async () => undefined };
  const own = await startOwnPostgres();
  return { url: own.url, release: own.remove };
}

/** A new database on that server, migrated and filled with the demo catalogue and accounts. */
export async function seededDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lihda_system_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  await database.close();
  return {
    url,
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
