import { sql } from 'kysely';
import type { Db } from './connect.ts';

/**
 * Runs `work` in a transaction holding PostgreSQL transaction-level advisory locks on these keys
 * (text, hashed), taken in the order given: always list them in the same order to avoid deadlocks.
 * It is what makes insert-then-count limits exact: claims of one key wait for each other, on every
 * process, so a burst lets exactly the limit through. Inside a transaction already, the locks are
 * taken in it and last until it ends.
 */
export async function underAdvisoryLocks<T>(db: Db, keys: readonly string[], work: (tx: Db) => Promise<T>): Promise<T> {
  const locked = async (tx: Db) => {
    for (const key of keys) await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
    return work(tx);
  };
  return db.isTransaction ? locked(db) : db.transaction().execute(locked);
}
