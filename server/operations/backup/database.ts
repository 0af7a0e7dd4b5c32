import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../../db/connect.ts';
import { PART } from './manifest.ts';
import { postgresTool, runTool, unpackInto } from './tools.ts';

/** The newest migration the database holds, or null when it has none. */
export async function newestMigration(target: DatabaseTarget): Promise<string | null> {
  const database = await openDatabase(target, { timeouts: false });
  try {
    const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(
      database.db,
    );
    return rows.rows[0]?.name ?? null;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return null;
    throw error;
  } finally {
    await database.close();
  }
}

/**
 * Writes the database into the backup folder: PostgreSQL as pg_dump's custom format (a consistent
 * snapshot while the shop runs; pg_restore and any operator's tools read it), PGlite as its data
 * dir's own dump (the shop must be stopped: one process owns the data dir).
 */
export async function dumpDatabase(target: DatabaseTarget, folder: string): Promise<void> {
  if (target.kind === 'postgres') {
    await runTool(postgresTool('pg_dump'), [
      '--format=custom',
      `--file=${path.join(folder, PART.postgres)}`,
      `--dbname=${target.url}`,
    ]);
    return;
  }
  if (!(await holdsFiles(target.dataDir)))
    throw new Error(`There is no embedded database at ${target.dataDir} to back up.`);
  const database = await openDatabase(target, { timeouts: false });
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    await fs.writeFile(path.join(folder, PART.pglite), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function holdsFiles(dir: string | undefined): Promise<boolean> {
  if (!dir) return false;
  return (await fs.readdir(dir).catch(() => [])).length > 0;
}

/** Whether the target holds anything a restore would overwrite: any table, or any PGlite file. */
export async function databaseInUse(target: DatabaseTarget): Promise<boolean> {
  if (target.kind === 'pglite') return holdsFiles(target.dataDir);
  const database = await openDatabase(target, { timeouts: false });
  try {
    const { rows } = await sql<{
      tables: number;
    }>`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`.execute(database.db);
    return rows[0]!.tables > 0;
  } finally {
    await database.close();
  }
}

/**
 * Puts the backup's database in place of the target's. `replace` empties a target that holds
 * anything first (the caller has checked that it may); the restore itself is one transaction on
 * PostgreSQL, so a failure leaves the target empty rather than half-filled.
 */
export async function restoreDatabase(target: DatabaseTarget, folder: string, replace: boolean): Promise<void> {
  if (target.kind === 'postgres') {
    if (replace) await emptyPostgres(target);
    await runTool(postgresTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.url}`,
      path.join(folder, PART.postgres),
    ]);
    return;
  }
  const dataDir = target.dataDir!;
  if (replace) await fs.rm(dataDir, { recursive: true, force: true });
  // PGlite's dump is a tar of the data dir itself: unpacked, it is the data dir. (Opening PGlite
  // with loadDataDir does the same, but leaves a timer behind that keeps the script from exiting.)
  await fs.mkdir(dataDir, { recursive: true });
  await unpackInto(path.join(folder, PART.pglite), dataDir);
}

/** Drops everything of the shop's schema (its tables, and the pg_trgm extension with them). */
async function emptyPostgres(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target, { timeouts: false });
  try {
    await sql`DROP SCHEMA public CASCADE`.execute(database.db);
    await sql`CREATE SCHEMA public`.execute(database.db);
  } finally {
    await database.close();
  }
}
