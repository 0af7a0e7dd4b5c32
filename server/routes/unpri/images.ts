import type { FastifyInstance } from 'fastify';
import { ApiError, CODE } from '../../http/api-error.ts';
import { fields, wholeNumber } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** A stored file never changes (new content gets a new fid), so browsers and CDNs may keep it for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/unpri/ImageDisplayByFID', {
    schema: {
      tags: ['files'],
      summary: 'The bytes of a stored image or file, with its content type, ETag and long cache headers',
      // Cache-busting parameters from CDNs or browsers are harmless here, so unknown ones are ignored.
      querystring: fields({ fid: wholeNumber({ label: { en: 'file id', zh: '文件编号' }, required: true, min: 1, max: 2_147_483_647 }) }, { allowUnknown: true }),
    },
  }, async (request, reply) => {
    const { fid } = request.query as { fid: number };
    const file = await app.db.selectFrom('files').select(['contentType', 'fileName', 'bytes', 'sha256']).where('id', '=', fid).executeTakeFirst();
    if (!file) throw new ApiError(CODE.notFound, MESSAGES.noSuchFile);
    const etag = `"${file.sha256}"`;
    reply
      .header('etag', etag)
      .header('cache-control', CACHE_FOREVER)
      .header('content-disposition', `inline; filename="${file.fileName.replace(/["\\\r\n]/g, '')}"`);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(file.contentType).send(Buffer.from(file.bytes));
  });
}
