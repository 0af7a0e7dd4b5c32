import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../../db/connect.ts';
import { dumpDatabase, newestMigration } from './database.ts';
import { copyInto } from './files.ts';
import { PART, writeManifest, type BackupManifest } from './manifest.ts';
import { packFolder } from './tools.ts';

export interface ShopPlaces {
  database: DatabaseTarget;
  siteDir: string;
  /** Where .eml files are written (no SMTP_URL); undefined when the shop sends through SMTP. */
  mailDir: string | undefined;
}

/** Writes one backup file (a gzip tar) of the database, the published site and the mail files. */
export async function backUp(places: ShopPlaces, file: string, now = new Date()): Promise<BackupManifest> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-backup-'));
  try {
    const migration = await newestMigration(places.database);
    await dumpDatabase(places.database, folder);
    const manifest: BackupManifest = {
      format: 1,
      database: places.database.kind,
      createdAt: now.toISOString(),
      migration,
      site: await copyInto(places.siteDir, path.join(folder, PART.site)),
      mail: places.mailDir ? await copyInto(places.mailDir, path.join(folder, PART.mail)) : false,
    };
    await writeManifest(folder, manifest);
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // Written beside the target and renamed: a backup file is either whole or not there.
    const partial = `${path.resolve(file)}.partial`;
    await packFolder(folder, partial);
    await fs.rename(partial, file);
    return manifest;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
