import type { BilingualText } from '#contract/i18n/text.ts';
import { columnLetters } from '#contract/rules/column-letters.ts';
import { ApiError, CODE } from '../http/api-error.ts';

/** A BOM file read into rows of text cells (server/bom/read-bom.ts), before its columns are chosen. */

export interface BomRecord {
  /** The file's line (CSV) or the sheet's row number (workbook). */
  line: number;
  cells: string[];
}

export interface BomTable {
  /** A workbook's sheet names; empty for CSV. */
  sheets: string[];
  sheet: string | null;
  /** Every row with text in a cell, the header first. */
  records: BomRecord[];
}

/** The file is refused: nothing is read further and nothing is written. */
export const refuseFile = (text: BilingualText, field = 'dataBase64') => new ApiError(CODE.badInput, text, { field });

/** A spreadsheet's name for a cell: column letters and row (A1, AB12). */
export const cellAddress = (column: number, line: number): string => `${columnLetters(column)}${line}`;
