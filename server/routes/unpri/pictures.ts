import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fields, text } from '#contract/fields.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import type { Envelope } from '#contract/shapes/envelope.ts';
import { drawingSvg } from '#contract/shapes/drawing-svg.ts';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { pictureSvg } from '#contract/shapes/picture-svg.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import { imageUrl } from '../../catalogue/image-url.ts';
import { loadPictureSource, type PictureSource } from '../../downloads/load-picture.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { isCurrent } from '../../http/etag.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { CACHE_A_DAY } from './downloads.ts';

const partNoQuery = fields(
  { partNo: text({ label: { en: 'part number', zh: '零件编号' }, required: true, max: LIMITS.partNumber }) },
  { allowUnknown: true },
);

interface PartSvg {
  path: string;
  summary: string;
  draw(envelope: Envelope, source: PictureSource): string;
  /** The family's file shown instead when the part has no solid to draw. */
  fallbackFid(source: PictureSource): number | null;
}

/** A GET that draws one part as SVG from its envelope, with an ETag and a day's cache. */
function partSvgRoute(app: FastifyInstance, { path, summary, draw, fallbackFid }: PartSvg): void {
  app.get(path, { schema: { tags: ['files'], summary, querystring: partNoQuery } }, async (request, reply) => {
    const { partNo } = request.query as { partNo: string };
    const source = await loadPictureSource(app.db, partNo.trim().toUpperCase());
    if (!source) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const envelope = variantEnvelope(source.shape, source.dimensionColumns, source.dims);
    if (!envelope) {
      // No length to build a solid from: the family's own file stands in for the part's.
      const fallback = imageUrl(fallbackFid(source));
      if (fallback) return reply.header('cache-control', CACHE_A_DAY).redirect(fallback, 302);
      throw new ApiError(CODE.notFound, MESSAGES.noCadModel);
    }
    const svg = draw(envelope, source);
    const etag = `"${createHash('sha256').update(svg).digest('hex')}"`;
    reply.header('etag', etag).header('cache-control', CACHE_A_DAY);
    if (isCurrent(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('image/svg+xml').send(svg);
  });
}

export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  partSvgRoute(app, {
    path: '/unpri/partPicture',
    summary: "A part's shaded picture (SVG, 240 × 180): its solid, from the same sizes as its STEP file, in its own finish's colour; a part with no solid redirects to its family's image",
    draw: (envelope, source) => pictureSvg(envelope, finishTone(source.finish)),
    fallbackFid: (source) => source.imageFid,
  });
  partSvgRoute(app, {
    path: '/unpri/partDrawing',
    summary: "A part's dimensioned drawing (SVG, 640 × 400): its solid from the front, to scale, each width and height in mm; a part with no solid redirects to its family's drawing",
    draw: (envelope) => drawingSvg(envelope),
    fallbackFid: (source) => source.drawingFid,
  });
}
