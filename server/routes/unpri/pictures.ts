import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { partDrawing, partPicture } from '#contract/calls/downloads.ts';
import { isNamedVersion } from '#contract/download.ts';
import { partDrawingSvg, partPictureSvg, type PartSvgSource } from '#contract/shapes/part-svg.ts';
import { loadPictureSource, type PictureSource } from '../../downloads/load-picture.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { download, type FileAnswer } from '../../http/download.ts';
import { MESSAGES } from '../../i18n/messages.ts';

interface PartSvg {
  declaration: typeof partPicture | typeof partDrawing;
  draw(source: PartSvgSource): string | null;
  /** The family's stored file shown instead when the part has no solid to draw. */
  fallbackFid(source: PictureSource): number | null;
}

/**
 * Draws one part as SVG, or answers its family's stored file when it has none. Cached for ever only
 * under the name of its content (`v`, contract/shapes/part-file-urls.ts); any other link still gets
 * the file, asked about again (ETag) on each use, so a changed part never shows stale.
 */
function partSvgRoute(app: FastifyInstance, { declaration, draw, fallbackFid }: PartSvg): void {
  download(app, declaration, async ({ query }): Promise<FileAnswer> => {
    const source = await loadPictureSource(app.db, query.partNo.trim().toUpperCase());
    if (!source) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const svg = draw(source);
    const fid = svg === null ? fallbackFid(source) : null;
    const stored =
      fid === null
        ? undefined
        : await app.db
            .selectFrom('files')
            .select(['contentType', 'bytes', 'sha256'])
            .where('id', '=', fid)
            .executeTakeFirst();
    const file =
      svg === null
        ? stored
        : { bytes: svg, contentType: 'image/svg+xml', sha256: createHash('sha256').update(svg).digest('hex') };
    if (!file) throw new ApiError(CODE.notFound, MESSAGES.noCadModel);
    return { ...file, cache: isNamedVersion(query.v, file.sha256) ? 'forever' : 'revalidate' };
  });
}

/** A part's shaded picture and its dimensioned drawing (contract/calls/downloads.ts), shown inline. */
export async function pictureRoutes(app: FastifyInstance): Promise<void> {
  partSvgRoute(app, { declaration: partPicture, draw: partPictureSvg, fallbackFid: (source) => source.imageFid });
  partSvgRoute(app, { declaration: partDrawing, draw: partDrawingSvg, fallbackFid: (source) => source.drawingFid });
}
