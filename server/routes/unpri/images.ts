import type { FastifyInstance } from 'fastify';
import { imageDisplayByFid } from '#contract/calls/downloads.ts';
import { isNamedVersion } from '#contract/download.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { download } from '../../http/download.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** The stored images and files of docs/spec.md#calls (contract/calls/downloads.ts). */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  download(app, imageDisplayByFid, async ({ query }) => {
    const file = await app.db
      .selectFrom('files')
      .select(['contentType', 'fileName', 'bytes', 'sha256'])
      .where('id', '=', query.fid)
      .executeTakeFirst();
    if (!file) throw new ApiError(CODE.notFound, MESSAGES.noSuchFile);
    // Cached for ever only under the name of its content; an older link (no v, or another image's)
    // still gets the file, asked about again on each use.
    return { ...file, cache: isNamedVersion(query.v, file.sha256) ? 'forever' : 'revalidate' };
  });
}
