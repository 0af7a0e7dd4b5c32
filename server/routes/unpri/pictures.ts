import type { FastifyInstance } from 'fastify';
import { partDrawing, partPicture } from '#contract/calls/downloads.ts';
import type { Envelope } from '#contract/shapes/envelope.ts';
import { drawingSvg } from '#contract/shapes/drawing-svg.ts';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { pictureSvg } from '#contract/shapes/picture-svg.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import { loadPictureSource, type PictureSource } from '../../downloads/load-picture.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { download, type FileAnswer } from '../../http/download.ts';
import { MESSAGES } from '../../i18n/messages.ts';

interface PartSvg {
  declaration: typeof partPicture | typeof partDrawing;
  draw(envelope: Envelope, source: PictureSource): string;
  /** The family's stored file shown instead when the part has no solid to draw. */
  fallbackFid(source: PictureSource): number | null;
}

/** Draws one part as SVG from its envelope, or answers its family's stored file when it has none. */
function partSvgRoute(app: FastifyInstance, { declaration, draw, fallbackFid }: PartSvg): void {
  download(app, declaration, async ({ query }): Promise<FileAnswer> => {
    const source = await loadPictureSource(app.db, query.partNo.trim().toUpperCase());
    if (!source) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const envelope = variantEnvelope(source.shape, source.dimensionColumns, source.dims);
    if (envelope) return { bytes: draw(envelope, source), contentType: 'image/svg+xml' };
    const fid = fallbackFid(source);
    const stored = fid === null ? undefined : await app.db.selectFrom('files').select(['contentType', 'bytes', 'sha256']).where('id', '=', fid).executeTakeFirst();
    if (!stored) throw new ApiError(CODE.notFound, MESSAGES.noCadModel);
    return stored;
  });
}

/** A part's shaded picture and its dimensioned drawing (contract/calls/downloads.ts), shown inline. */
export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  partSvgRoute(app, {
    declaration: partPicture,
    draw: (envelope, source) => pictureSvg(envelope, finishTone(source.finish)),
    fallbackFid: (source) => source.imageFid,
  });
  partSvgRoute(app, { declaration: partDrawing, draw: (envelope) => drawingSvg(envelope), fallbackFid: (source) => source.drawingFid });
}
