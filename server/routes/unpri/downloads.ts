import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DownloadFormat } from '#contract/api/types.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import { datasheetPdf } from '../../documents/datasheet.ts';
import { variantDxf } from '../../downloads/dxf.ts';
import { cadFileName, datasheetFileName, drawingFileName } from '../../downloads/file-names.ts';
import { loadCadSource, loadDatasheet, loadDrawing } from '../../downloads/load.ts';
import { variantStep } from '../../downloads/step.ts';
import type { CadInput } from '../../downloads/types.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { fields, idField, oneOf, text, wholeNumber } from '#contract/fields.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { isCurrent } from '../../http/etag.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { LANGUAGES, type Language } from '#contract/i18n/text.ts';

/** Files are made from data an editor can change, so caches keep them a day, not for ever. */
export const CACHE_A_DAY = 'public, max-age=86400';

/** The IANA-registered media types: model/step (ISO 10303-21) and image/vnd.dxf. */
const CAD_FORMATS = {
  step: { contentType: 'model/step', write: variantStep },
  dxf: { contentType: 'image/vnd.dxf', write: variantDxf },
} satisfies Record<DownloadFormat, { contentType: string; write: (input: CadInput) => string }>;

const FAMILY_ID_LABEL = { en: 'product id', zh: '产品编号' };

interface Download {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  /** Hex SHA-256 of the bytes, when already known. */
  sha256?: string;
}

/** Sends a file to be saved (not shown), with an ETag of its content; 304 when the client has it. */
function sendDownload(request: FastifyRequest, reply: FastifyReply, file: Download): FastifyReply {
  const etag = `"${file.sha256 ?? createHash('sha256').update(file.bytes).digest('hex')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', CACHE_A_DAY)
    // File names are built from [A-Za-z0-9._-] only (file-names.ts), so they need no quoting beyond the quotes.
    .header('content-disposition', `attachment; filename="${file.fileName}"`);
  if (isCurrent(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(file.contentType).send(Buffer.from(file.bytes));
}

export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  app.get('/unpri/downloadCad', {
    schema: {
      tags: ['files'],
      summary: "A variant's simplified CAD model (its envelope, in mm) as STEP AP214 or DXF R12, as an attachment",
      querystring: fields(
        {
          variantId: wholeNumber({ label: { en: 'variant id', zh: '型号编号' }, required: true, min: 1, max: 2_147_483_647 }),
          format: oneOf({ label: { en: 'format', zh: '格式' }, required: true, values: Object.keys(CAD_FORMATS) }),
        },
        // Cache-busting parameters from CDNs or browsers are harmless here, so unknown ones are ignored.
        { allowUnknown: true },
      ),
    },
  }, async (request, reply) => {
    const { variantId, format } = request.query as { variantId: number; format: DownloadFormat };
    const source = await loadCadSource(app.db, variantId);
    if (!source) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const envelope = variantEnvelope(source.shape, source.dimensionColumns, source.dims);
    if (!envelope) throw new ApiError(CODE.notFound, MESSAGES.noCadModel);
    const { contentType, write } = CAD_FORMATS[format];
    const text = write({ ...source, envelope, generatedOn: new Date() });
    return sendDownload(request, reply, { bytes: Buffer.from(text, 'utf8'), contentType, fileName: cadFileName(source.partNo, format) });
  });

  app.get('/unpri/downloadDatasheet', {
    schema: {
      tags: ['files'],
      summary: "A product family's datasheet as a PDF: material, finish and the variant table with prices and availability; with partNo, that variant's",
      querystring: fields(
        {
          id: idField(FAMILY_ID_LABEL),
          partNo: text({ label: { en: 'part number', zh: '零件编号' }, max: LIMITS.partNumber }),
          // A link is a plain GET without the lang header, so the page's language rides in the address.
          lang: oneOf({ label: { en: 'language', zh: '语言' }, values: [...LANGUAGES] }),
        },
        { allowUnknown: true },
      ),
    },
  }, async (request, reply) => {
    const { id, partNo, lang } = request.query as { id: number; partNo?: string; lang?: Language };
    const source = await loadDatasheet(app.db, id);
    if (!source) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    const variant = partNo === undefined ? undefined : source.product.variants.find((v) => v.partNo === partNo.toUpperCase());
    if (partNo !== undefined && !variant) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const language = lang ?? request.language;
    const bytes = await datasheetPdf({ ...source, variant, language, generatedOn: new Date() });
    const fileName = datasheetFileName(variant?.partNo ?? source.product.code, language);
    return sendDownload(request, reply, { bytes, contentType: 'application/pdf', fileName });
  });

  app.get('/unpri/downloadDrawing', {
    schema: {
      tags: ['files'],
      summary: "A product family's dimensioned drawing (SVG) as an attachment; ImageDisplayByFID shows the same file inline",
      querystring: fields({ id: idField(FAMILY_ID_LABEL) }, { allowUnknown: true }),
    },
  }, async (request, reply) => {
    const { id } = request.query as { id: number };
    const drawing = await loadDrawing(app.db, id);
    if (!drawing) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    if (!drawing.file) throw new ApiError(CODE.notFound, MESSAGES.noDrawing);
    return sendDownload(request, reply, { ...drawing.file, fileName: drawingFileName(drawing.code) });
  });
}
