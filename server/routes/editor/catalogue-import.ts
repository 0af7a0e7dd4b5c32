import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/editor-import.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { exportCatalogue, exportFileName } from '../../editor/catalogue-csv/export.ts';
import { totalChanges } from '../../editor/catalogue-csv/plan.ts';
import { importAnswer, runImport, type ImportOutcome } from '../../editor/catalogue-csv/run-import.ts';
import { download } from '../../http/download.ts';
import { route } from '../../http/route.ts';
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

  download(app, calls.catalogueExport, async () => ({
    bytes: (await exportCatalogue(app.db)).csv,
    contentType: 'text/csv; charset=utf-8',
    fileName: exportFileName(),
  }));
}
