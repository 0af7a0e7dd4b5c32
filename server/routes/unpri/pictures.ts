import type { FastifyInstance } from 'fastify';
import { partPicture } from '#contract/calls/downloads.ts';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { pictureSvg } from '#contract/shapes/picture-svg.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import { loadPictureSource } from '../../downloads/load-picture.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { download } from '../../http/download.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** A part's shaded picture (contract/calls/downloads.ts), shown inline. */
export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  download(app, partPicture, async ({ query }) => {
    const source = await loadPictureSource(app.db, query.partNo.trim().toUpperCase());
    if (!source) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const envelope = variantEnvelope(source.shape, source.dimensionColumns, source.dims);
    if (!envelope) throw new ApiError(CODE.notFound, MESSAGES.noCadModel);
    return { bytes: pictureSvg(envelope, finishTone(source.finish)), contentType: 'image/svg+xml' };
  });
}
