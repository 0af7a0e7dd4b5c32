import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connect.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedDatabase } from '../../../server/seed/load.ts';
import './provided.ts';

/** Migrates and seeds one in-memory PGlite, dumps it, and lets every test file start from the dump. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  // Uncompressed: every test file loads it, and unpacking a gzip dump cost each load about 0.3 s of CPU.
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-test-'));
  const file = path.join(dir, 'seeded.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
