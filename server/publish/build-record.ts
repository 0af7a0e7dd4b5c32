import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_SITE_URL } from '#contract/site/default-site-url.ts';
import { sourceHash } from './source-hash.ts';

/**
 * What `npm start`, `npm run build` and each publish leave inside a site they built
 * (scripts/astro-build.ts, server/publish/builder.ts): the code's fingerprint, when the build began
 * reading the API, and the address its pages name. The first publish keeps such a site as a release
 * with this record, so it may already be incremental: the changes since that moment are known, and
 * the code is known to be the same. A site built for another address is built again in full.
 * A dot file: the site's static server never serves dot files (@fastify/static's default).
 */
export const RECORD_FILE = '.lihda-build.json';

export interface BuildRecord {
  sourceHash: string;
  startedAt: Date;
  /** The public address in the pages' canonical links, sitemap and e-mail links; null in a record written before it was kept. */
  siteUrl: string | null;
}

/** The address a build's pages name: the one it is given, else SITE_URL, else astro.config.mjs's default. */
export const buildAddress = (siteUrl: string | undefined): string =>
  siteUrl || process.env.SITE_URL || DEFAULT_SITE_URL;

/** The fingerprint of the code about to be built, the moment before the build reads anything, and the address it builds for. */
export async function startBuildRecord(projectRoot: string, siteUrl: string): Promise<BuildRecord> {
  return { startedAt: new Date(), sourceHash: await sourceHash(projectRoot), siteUrl };
}

/**
 * Written beside the files and renamed into place: in an incremental release the old record is a
 * hard link to the live release's, which writing into it would change too.
 */
export async function writeBuildRecord(siteDir: string, record: BuildRecord): Promise<void> {
  const file = path.join(siteDir, RECORD_FILE);
  const text = JSON.stringify({
    sourceHash: record.sourceHash,
    startedAt: record.startedAt.toISOString(),
    siteUrl: record.siteUrl,
  });
  await fs.writeFile(`${file}.new`, text);
  await fs.rename(`${file}.new`, file);
}

/** An address as the pages write it: `https://shop.example.com` and `https://shop.example.com/` are one. */
const sameAddress = (a: string, b: string): boolean =>
  URL.canParse(a) && URL.canParse(b) ? new URL(a).href === new URL(b).href : a === b;

/**
 * Why a site may not be served or shared for `siteUrl`: its pages name another address. Null when
 * they name this one, or when the record cannot say (a site built otherwise, or before records kept the address).
 */
export function builtForAnotherAddress(record: BuildRecord | null, siteUrl: string | undefined): string | null {
  if (!record?.siteUrl || !siteUrl || sameAddress(record.siteUrl, siteUrl)) return null;
  return `its pages name ${record.siteUrl}, and the shop is now ${siteUrl}`;
}

/** The record of a site built by this shop's scripts, or null (built otherwise, or unreadable). */
export async function readBuildRecord(siteDir: string): Promise<BuildRecord | null> {
  try {
    const parsed = JSON.parse(await fs.readFile(path.join(siteDir, RECORD_FILE), 'utf8')) as {
      sourceHash?: unknown;
      startedAt?: unknown;
      siteUrl?: unknown;
    };
    const startedAt = new Date(String(parsed.startedAt));
    if (typeof parsed.sourceHash !== 'string' || Number.isNaN(startedAt.getTime())) return null;
    return {
      sourceHash: parsed.sourceHash,
      startedAt,
      siteUrl: typeof parsed.siteUrl === 'string' ? parsed.siteUrl : null,
    };
  } catch {
    return null;
  }
}
