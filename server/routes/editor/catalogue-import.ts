import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/editor-import.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { requireEditor } from '../../auth/editor.ts';
import { exportCatalogue, exportFileName } from '../../editor/catalogue-csv/export.ts';
import { totalChanges } from '../../editor/catalogue-csv/plan.ts';
import { importAnswer, runImport, type ImportOutcome } from '../../editor/catalogue-csv/run-import.ts';
import { route } from '../../http/route.ts';
import { fields } from '#contract/fields.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';

function resultMessage(result: ImportOutcome, dryRun: boolean): BilingualText {
  if (!result.valid) return fillBoth(M.resultInvalid, { count: result.problems.length });
  const changes = totalChanges(result.counts);
  if (changes === 0) return M.resultNoChanges;
  if (dryRun || !result.applied) return fillBoth(M.resultDryRun, { changes });
  return fillBoth(M.resultApplied, { ...result.counts });
}

/** Catalogue import and export as CSV (docs/catalogue-import.md). */
export async function catalogueImportRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.catalogueImport, async ({ body, session, request, say }) => {
    const result = await runImport(app.db, { ...body, editor: session });
    say(resultMessage(result, body.dryRun));
    return importAnswer(result, request.language);
  });

  // A file, not an envelope, so not a declared call; its caller is checked as an editor call's is, before anything is read.
  app.get(`/${calls.CATALOGUE_EXPORT_PATH}`, {
    onRequest: async (request) => {
      await requireEditor(request);
    },
    schema: {
      tags: ['editor'],
      summary: "The whole catalogue as a CSV attachment in the import's layout (UTF-8 with BOM) (editors only: 701 without a session, 403 for buyers)",
      querystring: fields({}, { allowUnknown: true }),
    },
  }, async (_request, reply) => {
    const { csv } = await exportCatalogue(app.db);
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName()}"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
