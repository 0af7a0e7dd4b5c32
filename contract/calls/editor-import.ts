import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { defineDownload } from '../download.ts';
import { fields, text, yesNo } from '../fields.ts';

/** Catalogue import and export as CSV (docs/catalogue-import.md). */

/** The file is at most 5 MB of UTF-8; as a JSON string (escaped quotes and line breaks) it needs a little more room. */
export const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** A reason the file cannot be imported. */
const ImportError = T.Object({
  /** The file's line where the row starts (the header is line 1); 0 for the file as a whole. */
  line: T.Integer(),
  /** The CSV column, when the problem is one cell's (or a column of the header). */
  column: T.Optional(T.String()),
  /** In the request's language. */
  reason: T.String(),
});

export const CatalogueImportChanges = T.Object({
  familiesCreated: T.Integer(),
  familiesUpdated: T.Integer(),
  variantsCreated: T.Integer(),
  variantsUpdated: T.Integer(),
  /** The first 200 changes, one line each in file order, e.g. `Line 12: LH-1202-63-M12-SS: stock 12 → 40`. */
  details: T.Array(T.String()),
});
export type CatalogueImportChanges = T.Static<typeof CatalogueImportChanges>;

/** An import's answer (the catalogue's, a price list's), with what it changes. */
export const importAnswerOf = <C extends T.TSchema>(changes: C) =>
  T.Object({
    /** The whole file can be imported. When false nothing was written, and changes are all 0. */
    valid: T.Boolean(),
    /** The first 1,000 errors, ordered by line. */
    errors: T.Array(ImportError),
    /** How many errors there are in all. */
    errorCount: T.Integer(),
    changes,
    /** Something was written (never on a dry run, an invalid file, or a file that changes nothing). */
    applied: T.Boolean(),
  });

export const CatalogueImportAnswer = importAnswerOf(CatalogueImportChanges);
export type CatalogueImportAnswer = T.Static<typeof CatalogueImportAnswer>;

/** The file sent to an import, its name for the change history, and whether this is the dry run. */
export const importFileFields = {
  // Spaces and blank lines are the file's own: line numbers must match the editor's file.
  csv: text({ label: { en: 'CSV file', zh: 'CSV 文件' }, required: true, max: IMPORT_BODY_LIMIT, keepSpaces: true }),
  /** The uploaded file's name, for the change history. */
  fileName: text({ label: { en: 'file name', zh: '文件名' }, required: true, max: 200 }),
  /** true: check and list what would change, write nothing. false: write it, if the whole file is valid. */
  dryRun: yesNo({ label: { en: 'dry run', zh: '试运行' }, required: true }),
};

export const catalogueImport = defineCall({
  path: 'editor/catalogueImport',
  caller: 'editor',
  tag: 'editor',
  summary:
    'Import families and variants from CSV: a dry run lists the changes and every invalid row; nothing is written unless the whole file is valid',
  body: fields(importFileFields),
  answer: CatalogueImportAnswer,
  bodyLimit: IMPORT_BODY_LIMIT,
});
export type CatalogueImportRequest = T.Static<typeof catalogueImport.body>;

/** The whole catalogue as CSV in the import's layout, named `lihda-catalogue-YYYY-MM-DD.csv`. */
export const catalogueExport = defineDownload({
  path: 'editor/catalogueExport',
  caller: 'editor',
  tag: 'editor',
  summary: "The whole catalogue as a CSV attachment in the import's layout (UTF-8 with BOM)",
  query: fields({}, { allowUnknown: true }),
  contentTypes: ['text/csv; charset=utf-8'],
  disposition: 'attachment',
  cache: 'noStore',
});
