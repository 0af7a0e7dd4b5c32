import type { DatabaseTarget } from '../../server/db/connect.ts';
import { startOwnPostgres } from '../support/own-postgres.ts';

type Row = Array<string | number>;

/**
 * A benchmark's rows on each target named in `--targets` (pglite, postgres): PostgreSQL is
 * DATABASE_URL's, else a throwaway server stopped afterwards.
 */
export async function onEachTarget(
  targets: string,
  bench: (name: string, target: DatabaseTarget) => Promise<Row[]>,
): Promise<Row[]> {
  const names = targets.split(',');
  const rows: Row[] = [];
  if (names.includes('pglite')) rows.push(...(await bench('PGlite', { kind: 'pglite' })));
  if (names.includes('postgres')) {
    const throwaway = process.env.DATABASE_URL ? undefined : await startOwnPostgres();
    try {
      rows.push(...(await bench('PostgreSQL', { kind: 'postgres', url: throwaway?.url ?? process.env.DATABASE_URL! })));
    } finally {
      await throwaway?.stop();
    }
  }
  return rows;
}
