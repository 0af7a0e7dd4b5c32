import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fields, text } from '#contract/fields.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { pictureSvg } from '#contract/shapes/picture-svg.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import { imageUrl } from '../../catalogue/image-url.ts';
import { loadPictureSource } from '../../downloads/load-picture.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { isCurrent } from '../../http/etag.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { CACHE_A_DAY } from './downloads.ts';

export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  app.get('/unpri/partPicture', {
    schema: {
      tags: ['files'],
      summary: "A part's shaded picture (SVG, 240 × 180): its solid, from the same sizes as its STEP file, in its own finish's colour; a part with no solid redirects to its family's image",
      querystring: fields(
        { partNo: text({ label: { en: 'part number', zh: '零件编号' }, required: true, max: LIMITS.partNumber }) },
        { allowUnknown: true },
      ),
    },
  }, async (request, reply) => {
    const { partNo } = request.query as { partNo: string };
    const source = await loadPictureSource(app.db, partNo.trim().toUpperCase());
    if (!source) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const envelope = variantEnvelope(source.shape, source.dimensionColumns, source.dims);
    if (!envelope) {
      // No length to build a solid from: the family's own image stands in for the part's.
      const fallback = imageUrl(source.imageFid);
      if (fallback) return reply.header('cache-control', CACHE_A_DAY).redirect(fallback, 302);
      throw new ApiError(CODE.notFound, MESSAGES.noCadModel);
    }
    const svg = pictureSvg(envelope, finishTone(source.finish));
    const etag = `"${createHash('sha256').update(svg).digest('hex')}"`;
    reply.header('etag', etag).header('cache-control', CACHE_A_DAY);
    if (isCurrent(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('image/svg+xml').send(svg);
  });
}
