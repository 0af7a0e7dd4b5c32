import type { FastifyInstance } from 'fastify';
import type { CatalogueImportRequest } from '#contract/api/catalogue-import-types.ts';
import { fillBoth, pick, type BilingualText } from '#contract/i18n/text.ts';
import { requireEditor } from '../../auth/editor.ts';
import { exportCatalogue, exportFileName } from '../../editor/catalogue-csv/export.ts';
import { totalChanges } from '../../editor/catalogue-csv/plan.ts';
import { importAnswer, runImport, type ImportOutcome } from '../../editor/catalogue-csv/run-import.ts';
import { ok } from '../../http/envelope.ts';
import { fields, text, yesNo } from '#contract/fields.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';

/** The file is at most 5 MB of UTF-8; as a JSON string (escaped quotes and line breaks) it needs a little more room. */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;
const EDITORS_ONLY = '(701 without a session, 403 for a buyer)';

function resultMessage(result: ImportOutcome, dryRun: boolean): BilingualText {
  if (!result.valid) return fillBoth(M.resultInvalid, { count: result.problems.length });
  const changes = totalChanges(result.counts);
  if (changes === 0) return M.resultNoChanges;
  if (dryRun || !result.applied) return fillBoth(M.resultDryRun, { changes });
  return fillBoth(M.resultApplied, { ...result.counts });
}

/** Catalogue import and export as CSV (docs/catalogue-import.md). */
export async function catalogueImportRoutes(app: FastifyInstance): Promise<void> {
  app.post('/editor/catalogueImport', {
    bodyLimit: IMPORT_BODY_LIMIT,
    schema: {
      tags: ['editor'],
      summary: `Import families and variants from CSV: a dry run lists the changes and every invalid row; nothing is written unless the whole file is valid ${EDITORS_ONLY}`,
      body: fields({
        // Spaces and blank lines are the file's own: line numbers must match the editor's file.
        csv: text({ label: { en: 'CSV file', zh: 'CSV 文件' }, required: true, max: IMPORT_BODY_LIMIT, keepSpaces: true }),
        fileName: text({ label: { en: 'file name', zh: '文件名' }, required: true, max: 200 }),
        dryRun: yesNo({ label: { en: 'dry run', zh: '试运行' }, required: true }),
      }),
    },
  }, async (request) => {
    const editor = await requireEditor(request);
    const body = request.body as CatalogueImportRequest;
    const result = await runImport(app.db, { csv: body.csv, fileName: body.fileName, dryRun: body.dryRun, editor });
    return ok(importAnswer(result, request.language), pick(resultMessage(result, body.dryRun), request.language));
  });

  app.get('/editor/catalogueExport', {
    schema: {
      tags: ['editor'],
      summary: `The whole catalogue as a CSV attachment in the import's layout (UTF-8 with BOM) ${EDITORS_ONLY}`,
      querystring: fields({}, { allowUnknown: true }),
    },
  }, async (request, reply) => {
    await requireEditor(request);
    const { csv } = await exportCatalogue(app.db);
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
