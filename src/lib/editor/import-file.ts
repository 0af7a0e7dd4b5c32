import type { CatalogueImportAnswer, CatalogueImportChanges } from '#contract/calls/editor-import.ts';

/** The largest file editor/catalogueImport takes (docs/catalogue-import.md). */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Why a chosen file cannot be sent for a dry run, or null. Browsers name a CSV's type differently
 * (text/csv, application/vnd.ms-excel, nothing), so the name's extension decides.
 */
export function importFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!/\.csv$/i.test(file.name)) return 'type';
  if (file.size > IMPORT_FILE_MAX_BYTES) return 'size';
  return null;
}

/** What an import's answer says: the file is refused, changes nothing, would change (a dry run), or was written. */
export type ImportOutcome = 'invalid' | 'noChanges' | 'planned' | 'applied';

/** Any import's outcome (the catalogue's, a price list's), given how many changes it counts. */
export function outcomeOf(answer: { valid: boolean; applied: boolean }, changeCount: number): ImportOutcome {
  if (!answer.valid) return 'invalid';
  if (answer.applied) return 'applied';
  return changeCount === 0 ? 'noChanges' : 'planned';
}

export function importOutcome(answer: CatalogueImportAnswer): ImportOutcome {
  return outcomeOf(answer, importChangeCount(answer.changes));
}

/** Families and variants created or updated: the change lines listed may be fewer (the server sends the first 200). */
export function importChangeCount(changes: CatalogueImportChanges): number {
  return changes.familiesCreated + changes.familiesUpdated + changes.variantsCreated + changes.variantsUpdated;
}

/** The server lists at most this many change lines (CatalogueImportChanges.details). */
export const IMPORT_DETAIL_LINES = 200;
