import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/** Brings the schema up to date; throws (and changes nothing further) if a migration fails. */
export async function migrateToLatest<Schema>(db: Kysely<Schema>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown'));
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
