/**
 * Request and answer types of the catalogue import and export (editor/catalogueImport,
 * editor/catalogueExport), shared by the server and the editor console. The CSV layout is in
 * docs/catalogue-import.md.
 */

/** editor/catalogueImport. */
export interface CatalogueImportRequest {
  /** The CSV file's text (UTF-8, with or without BOM; at most 5 MB and 20,000 rows). */
  csv: string;
  /** The uploaded file's name, for the change history (max 200). */
  fileName: string;
  /** true: check and list what would change, write nothing. false: write it, if the whole file is valid. */
  dryRun: boolean;
}

/** A reason the file cannot be imported. */
export interface CatalogueImportError {
  /** The file's line where the row starts (the header is line 1); 0 for the file as a whole. */
  line: number;
  /** The CSV column, when the problem is one cell's (or a column of the header). */
  column?: string;
  /** In the request's language. */
  reason: string;
}

export interface CatalogueImportChanges {
  familiesCreated: number;
  familiesUpdated: number;
  variantsCreated: number;
  variantsUpdated: number;
  /** The first 200 changes, one line each in file order, e.g. `Line 12: LH-1202-63-M12-SS: stock 12 → 40`. */
  details: string[];
}

export interface CatalogueImportAnswer {
  /** The whole file can be imported. When false nothing was written, and changes are all 0. */
  valid: boolean;
  /** The first 1,000 errors, ordered by line. */
  errors: CatalogueImportError[];
  /** How many errors there are in all. */
  errorCount: number;
  changes: CatalogueImportChanges;
  /** Something was written (never on a dry run, an invalid file, or a file that changes nothing). */
  applied: boolean;
}

/** GET editor/catalogueExport answers the CSV itself with this name pattern: `lihda-catalogue-YYYY-MM-DD.csv`. */
export const CATALOGUE_EXPORT_PATH = 'editor/catalogueExport';
export const CATALOGUE_IMPORT_PATH = 'editor/catalogueImport';
