import type { Generated } from 'kysely';

/** Uploaded files: pictures, drawings, datasheets. */

export interface FilesTable {
  id: Generated<number>;
  contentType: string;
  fileName: string;
  bytes: Uint8Array;
  /** Hex SHA-256 of the bytes: the ETag, and what makes identical uploads one row. */
  sha256: string;
  createdAt: Generated<Date>;
}

export interface FileTables {
  files: FilesTable;
}
