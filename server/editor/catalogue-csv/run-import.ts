import type { CatalogueImportAnswer } from '#contract/calls/editor-import.ts';
import { pick, type Language } from '#contract/i18n/text.ts';
import type { EditorSession } from '../../auth/editor.ts';
import type { Db } from '../../db/connect.ts';
import { applyImport } from './apply.ts';
import { changeLines, type ChangeLine } from './describe.ts';
import { IMPORT_LIMITS as L } from './layout.ts';
import { countChanges, planImport, type ChangeCounts, type PlanResult } from './plan.ts';
import { loadSnapshot } from './snapshot.ts';
import { readImportFile, type ImportProblem } from './validate.ts';

/** A catalogue import from start to end, as the editor console and `npm run import` run it. */

export interface ImportRequest {
  csv: string;
  fileName: string;
  /** Check and list the changes only; nothing is written. */
  dryRun: boolean;
  /** Who the change history names; needed unless dryRun. */
  editor: EditorSession | null;
}

export interface ImportOutcome {
  valid: boolean;
  /** Every problem, ordered by line. */
  problems: ImportProblem[];
  counts: ChangeCounts;
  /** Every change, ordered by line (empty when the file is not valid). */
  changes: ChangeLine[];
  applied: boolean;
}

const NO_CHANGES: ChangeCounts = { familiesCreated: 0, familiesUpdated: 0, variantsCreated: 0, variantsUpdated: 0 };

function outcome(problems: ImportProblem[], planned: PlanResult | null, applied: boolean): ImportOutcome {
  const all = [...problems, ...(planned?.problems ?? [])].sort((a, b) => a.line - b.line);
  if (all.length > 0 || !planned)
    return { valid: false, problems: all, counts: NO_CHANGES, changes: [], applied: false };
  return { valid: true, problems: [], counts: countChanges(planned.plan), changes: changeLines(planned.plan), applied };
}

export async function runImport(db: Db, request: ImportRequest): Promise<ImportOutcome> {
  const read = readImportFile(request.csv);
  if (!read.file) return outcome(read.problems, null, false);
  if (read.problems.length > 0 || request.dryRun) {
    // Planned against the catalogue even when the file has problems, so that every problem is listed at once.
    return outcome(read.problems, planImport(read.file, await loadSnapshot(db)), false);
  }
  if (!request.editor) throw new Error('An import that writes needs the editor it is recorded for');
  const applied = await applyImport(db, request.editor, read.file, request.fileName);
  return outcome([], applied, applied.applied);
}

/** The API's answer in the caller's language: at most 1,000 errors and 200 change lines. */
export function importAnswer(result: ImportOutcome, language: Language): CatalogueImportAnswer {
  return {
    valid: result.valid,
    errors: result.problems
      .slice(0, L.errorsListed)
      .map((p) => ({ line: p.line, ...(p.column ? { column: p.column } : {}), reason: pick(p.reason, language) })),
    errorCount: result.problems.length,
    changes: { ...result.counts, details: result.changes.slice(0, L.detailsListed).map((c) => pick(c.text, language)) },
    applied: result.applied,
  };
}
