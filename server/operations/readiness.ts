import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { migrations } from '../db/migrations/index.ts';

/** Whether the database answers and holds every migration this build knows (a newer one is fine). */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db).catch((error: unknown) => {
    // No migration table yet (42P01): the schema is not made, so not ready; anything else is the database's fault.
    if ((error as { code?: string }).code === '42P01') return { rows: [] };
    throw error;
  });
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => names.has(name));
}
