import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The advisory lock key of first-start work (migrations, demo data): any constant unique to this shop. */
const STARTUP_LOCK_KEY = 7_411_863_015;

/**
 * Runs `work` on one connection holding a session-level PostgreSQL advisory lock, so N processes
 * starting together on one empty database migrate and fill it once: the others wait here, then
 * find the work done. The lock ends with the work (or with the connection, should the process die).
 */
export async function underStartupLock<T>(
  db: Kysely<Database>,
  work: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
