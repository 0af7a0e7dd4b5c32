import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ShopPlaces } from './backup.ts';
import { databaseInUse, restoreDatabase } from './database.ts';
import { restoreMail, restoreSite, siteInPlace } from './files.ts';
import { PART, readManifest, type BackupManifest } from './manifest.ts';
import { unpackInto } from './tools.ts';

/** A restore that must not go ahead: the script prints the message alone and exits 1. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const KIND_NAMES = {
  pglite: 'the embedded database (PGlite: DATABASE_URL unset)',
  postgres: 'PostgreSQL (DATABASE_URL set)',
} as const;

/**
 * Puts a backup in place. Everything is checked before anything is written: the backup's database
 * kind must be the target's, and a database or site already there is only overwritten with
 * `replace` (the operator's explicit switch).
 */
export async function restore(places: ShopPlaces, file: string, replace: boolean): Promise<BackupManifest> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-restore-'));
  try {
    await unpackInto(file, folder);
    const manifest = await readManifest(folder);
    if (manifest.database !== places.database.kind) {
      throw new RestoreRefused(
        `This backup is of ${KIND_NAMES[manifest.database]}; restore it there, not into ${KIND_NAMES[places.database.kind]}.`,
      );
    }
    if (!replace) await refuseOverwriting(places, manifest);
    await restoreDatabase(places.database, folder, replace);
    if (manifest.site) await restoreSite(path.join(folder, PART.site), places.siteDir);
    if (manifest.mail && places.mailDir) await restoreMail(path.join(folder, PART.mail), places.mailDir);
    return manifest;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

async function refuseOverwriting(places: ShopPlaces, manifest: BackupManifest): Promise<void> {
  if (await databaseInUse(places.database)) {
    throw new RestoreRefused(
      'The target database is not empty: restoring would overwrite it. Restore into an empty database, or add --replace to replace everything in it.',
    );
  }
  if (manifest.site && (await siteInPlace(places.siteDir))) {
    throw new RestoreRefused(
      `A site is already at ${places.siteDir}: restoring would overwrite it. Move it away, or add --replace.`,
    );
  }
}
