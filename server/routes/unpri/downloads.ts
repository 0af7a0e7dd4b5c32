import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/downloads.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import { datasheetPdf } from '../../documents/datasheet.ts';
import { variantDxf } from '../../downloads/dxf.ts';
import { cadFileName, datasheetFileName, drawingFileName } from '../../downloads/file-names.ts';
import { loadCadSource, loadDatasheet, loadDrawing } from '../../downloads/load.ts';
import { variantStep } from '../../downloads/step.ts';
import type { CadInput } from '../../downloads/types.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { download } from '../../http/download.ts';
import { MESSAGES } from '../../i18n/messages.ts';

const WRITE_CAD = { step: variantStep, dxf: variantDxf } satisfies Record<
  calls.DownloadFormat,
  (input: CadInput) => string
>;

/** A family's and a variant's files (contract/calls/downloads.ts). */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  download(app, calls.downloadCad, async ({ query: { variantId, format } }) => {
    const source = await loadCadSource(app.db, variantId);
    if (!source) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const envelope = variantEnvelope(source.shape, source.dimensionColumns, source.dims);
    if (!envelope) throw new ApiError(CODE.notFound, MESSAGES.noCadModel);
    const text = WRITE_CAD[format]({ ...source, envelope, generatedOn: new Date() });
    return {
      bytes: Buffer.from(text, 'utf8'),
      contentType: calls.CAD_CONTENT_TYPES[format],
      fileName: cadFileName(source.partNo, format),
    };
  });

  download(app, calls.downloadDatasheet, async ({ query: { id, partNo, lang }, request }) => {
    const source = await loadDatasheet(app.db, id);
    if (!source) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    const variant =
      partNo === undefined ? undefined : source.product.variants.find((v) => v.partNo === partNo.toUpperCase());
    if (partNo !== undefined && !variant) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const language = lang ?? request.language;
    const bytes = await datasheetPdf({ ...source, variant, language, generatedOn: new Date() });
    return {
      bytes,
      contentType: 'application/pdf',
      fileName: datasheetFileName(variant?.partNo ?? source.product.code, language),
    };
  });

  download(app, calls.downloadDrawing, async ({ query: { id } }) => {
    const drawing = await loadDrawing(app.db, id);
    if (!drawing) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    if (!drawing.file) throw new ApiError(CODE.notFound, MESSAGES.noDrawing);
    return { ...drawing.file, fileName: drawingFileName(drawing.code) };
  });
}
