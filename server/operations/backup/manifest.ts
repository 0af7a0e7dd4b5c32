import fs from 'node:fs/promises';
import path from 'node:path';

/** What a backup holds, written beside its parts as manifest.json. */
export interface BackupManifest {
  format: 1;
  /** Which database it came from: a PGlite data dir or a PostgreSQL server (pg_dump custom format). */
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** The newest migration the database had. */
  migration: string | null;
  site: boolean;
  mail: boolean;
}

/** The parts' names inside a backup. */
export const PART = {
  manifest: 'manifest.json',
  pglite: 'database.pglite.tar.gz',
  postgres: 'database.pgdump',
  site: 'site',
  mail: 'mail',
} as const;

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(folder, PART.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await fs.readFile(path.join(folder, PART.manifest), 'utf8').catch(() => {
    throw new Error('This file is not a backup of this shop (it has no manifest.json).');
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1)
    throw new Error(`This backup has format ${String(manifest.format)}, which this version cannot read.`);
  return manifest;
}
