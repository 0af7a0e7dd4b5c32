import fs from 'node:fs/promises';
import path from 'node:path';
import { sourceHash } from './source-hash.ts';

/**
 * What `npm start` and `npm run build` leave inside a site they built (scripts/astro-build.ts): the
 * code's fingerprint and when the build began reading the API. The first publish keeps such a site as
 * a release (server/publish/builder.ts) with this record, so it may already be incremental: the
 * changes since that moment are known, and the code is known to be the same.
 * A dot file: the site's static server never serves dot files (@fastify/static's default).
 */
const RECORD_FILE = '.lihda-build.json';

export interface BuildRecord {
  sourceHash: string;
  startedAt: Date;
}

/** The fingerprint of the code about to be built, and the moment before the build reads anything. */
export async function startBuildRecord(projectRoot: string): Promise<BuildRecord> {
  return { startedAt: new Date(), sourceHash: await sourceHash(projectRoot) };
}

export async function writeBuildRecord(siteDir: string, record: BuildRecord): Promise<void> {
  await fs.writeFile(path.join(siteDir, RECORD_FILE), JSON.stringify({ sourceHash: record.sourceHash, startedAt: record.startedAt.toISOString() }));
}

/** The record of a site built by this shop's scripts, or null (built otherwise, or unreadable). */
export async function readBuildRecord(siteDir: string): Promise<BuildRecord | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(path.join(siteDir, RECORD_FILE), 'utf8')) as { sourceHash?: unknown; startedAt?: unknown };
    const startedAt = new Date(String(parsed.startedAt));
    if (typeof parsed.sourceHash !== 'string' || Number.isNaN(startedAt.getTime())) return null;
    return { sourceHash: parsed.sourceHash, startedAt };
  } catch {
    return null;
  }
}
