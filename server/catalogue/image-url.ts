import { sql, type RawBuilder } from 'kysely';
import { imageDisplayByFid } from '#contract/calls/downloads.ts';
import { downloadUrl, FILE_VERSION_LENGTH } from '#contract/download.ts';

/**
 * Where the site and the browser fetch a stored file (spec: GET unpri/ImageDisplayByFID?fid=…), with
 * the start of its content hash as `v`: a new image is a new URL, so the file can be cached for ever
 * even where a re-seeded or restored database reuses its id (server/routes/unpri/images.ts).
 */
export function imageUrl(fid: number | null, sha256: string | null): string | null {
  if (fid === null) return null;
  return downloadUrl(imageDisplayByFid, { fid, ...(sha256 ? { v: sha256.slice(0, FILE_VERSION_LENGTH) } : {}) });
}

/** The content hash of the file a column names, selected beside it for imageUrl. */
export function storedFileSha(fidColumn: string): RawBuilder<string | null> {
  return sql<string | null>`(select stored.sha256 from files as stored where stored.id = ${sql.ref(fidColumn)})`;
}
