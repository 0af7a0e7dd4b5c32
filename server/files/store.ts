import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Stores a file once per content (identical bytes share a row) and answers its fid. */
export async function storeFile(
  db: Kysely<Database>,
  contentType: string,
  fileName: string,
  content: string | Uint8Array,
): Promise<number> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const row = await db
    .insertInto('files')
    .values({ contentType, fileName, bytes, sha256 })
    // The no-op update makes RETURNING answer the existing row's id too.
    .onConflict((oc) => oc.column('sha256').doUpdateSet({ sha256 }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function storeSvg(db: Kysely<Database>, fileName: string, svg: string): Promise<number> {
  return storeFile(db, 'image/svg+xml', fileName, svg);
}
