import type { PriceBreak } from '#contract/calls/catalogue.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import type { DimensionColumnJson } from '../../db/schema.ts';
import { isValidPartNumber } from '../../domain/part-number.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';
import type { ShapeInput } from '#contract/shapes/shape-check.ts';
import { readDimensionColumns, readDims, readPriceBreaks, type CellRead } from './cells.ts';
import { unguardFormula } from './formula-guard.ts';
import {
  COLUMNS,
  FAMILY_COLUMNS,
  FAMILY_TEXT_COLUMNS,
  FAMILY_TEXTS,
  IMPORT_LIMITS as L,
  REQUIRED_COLUMNS,
  VARIANT_COLUMNS,
  VARIANT_NUMBER_COLUMNS,
  VARIANT_NUMBERS,
  type ColumnName,
  type FamilyTextField,
  type VariantNumberField,
} from './layout.ts';
import { readCsvRecords, rowCountProblems, type ImportProblem } from './csv-records.ts';
import { readShape } from './shape-cell.ts';

/**
 * Reads a catalogue CSV on its own (no database): size, syntax, header, and every cell's format and
 * limits, with the line and column of each problem. What needs the catalogue (categories, part
 * numbers of other families, a family's dimension keys) is plan.ts's work.
 */

export type { ImportProblem } from './csv-records.ts';

export interface VariantRow {
  line: number;
  partNo: string;
  /** Each field is undefined when its column is absent, or when the cell was refused (see refused). */
  dims?: Array<[key: string, value: string]>;
  weightGrams?: number;
  stock?: number;
  leadTimeDays?: number;
  priceBreaks?: PriceBreak[];
  /** Its own finish in both languages, null for none (the family's); undefined when both columns are absent. */
  finish?: { en: string; zh: string } | null;
  refused: Set<ColumnName>;
}

export interface FamilyRows {
  code: string;
  /** The family's first row: it sets the family's values. */
  line: number;
  categoryId?: number;
  texts: Partial<Record<FamilyTextField, string>>;
  /** Undefined when the column is absent or the cell blank (keep them, or derive them from dims). */
  dimensionColumns?: DimensionColumnJson[];
  /** Undefined when the column is absent (keep the family's kind); null: no kind. */
  shape?: ShapeInput | null;
  refused: Set<ColumnName>;
  variants: VariantRow[];
}

export interface ImportFile {
  columns: ReadonlySet<ColumnName>;
  families: FamilyRows[];
  /** Rows below the header. */
  rows: number;
}

export interface FileRead {
  /** Null when the file cannot be read row by row (size, syntax, header). */
  file: ImportFile | null;
  problems: ImportProblem[];
}

/** Tab and (in descriptions) line breaks are allowed; every other control character is not. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const FAMILY_CODE = /^[A-Z0-9./]+(?:-[A-Z0-9./]+)*$/;
const WHOLE_NUMBER = /^\d{1,15}$/;

function isColumn(name: string): name is ColumnName {
  return (COLUMNS as readonly string[]).includes(name);
}

function readHeader(line: number, cells: string[], problems: ImportProblem[]): ColumnName[] | null {
  const names = cells.map((c) => c.trim().toLowerCase());
  const before = problems.length;
  names.forEach((name, i) => {
    if (!isColumn(name))
      problems.push({
        line,
        column: name.slice(0, 60),
        reason: fillBoth(M.unknownColumn, { column: name.slice(0, 60) }),
      });
    else if (names.indexOf(name) !== i)
      problems.push({ line, column: name, reason: fillBoth(M.duplicateColumn, { column: name }) });
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!names.includes(column)) problems.push({ line, column, reason: fillBoth(M.missingColumn, { column }) });
  }
  return problems.length === before ? (names as ColumnName[]) : null;
}

function wholeNumber(cell: string, column: string, min: number, max: number): CellRead<number> {
  const n = WHOLE_NUMBER.test(cell) ? Number(cell) : Number.NaN;
  return n >= min && n <= max ? { value: n } : { problem: fillBoth(M.wholeNumber, { column, min, max }) };
}

/** One row's cells by column name, trimmed; problems of characters are reported here once. */
class Row {
  readonly line: number;
  readonly cells: Map<ColumnName, string>;
  readonly problems: ImportProblem[];
  readonly refused = new Set<ColumnName>();

  constructor(line: number, header: ColumnName[], raw: string[], problems: ImportProblem[]) {
    this.line = line;
    this.problems = problems;
    this.cells = new Map(header.map((name, i) => [name, unguardFormula(raw[i]!).trim()]));
  }

  has(column: ColumnName): boolean {
    return this.cells.has(column);
  }

  cell(column: ColumnName): string {
    return this.cells.get(column) ?? '';
  }

  refuse(column: ColumnName, reason: BilingualText): undefined {
    this.refused.add(column);
    this.problems.push({ line: this.line, column, reason });
    return undefined;
  }

  /** A present cell that passed the character checks, or undefined (absent, or refused). */
  text(column: ColumnName, options: { multiline?: boolean } = {}): string | undefined {
    if (!this.has(column)) return undefined;
    const value = this.cell(column);
    if (CONTROL_CHARACTERS.test(value)) return this.refuse(column, fillBoth(M.badCharacters, { column }));
    if (!options.multiline && value.includes('\n')) return this.refuse(column, fillBoth(M.oneLine, { column }));
    return value;
  }

  /** A cell that must not be blank, read by `read`. */
  value<T>(column: ColumnName, read: (cell: string) => CellRead<T>): T | undefined {
    const cell = this.text(column);
    if (cell === undefined) return undefined;
    if (cell === '') return this.refuse(column, fillBoth(M.required, { column }));
    const result = read(cell);
    return 'problem' in result ? this.refuse(column, result.problem) : result.value;
  }
}

function readFamily(row: Row, code: string): FamilyRows {
  const family: FamilyRows = { code, line: row.line, texts: {}, refused: row.refused, variants: [] };
  family.categoryId = row.value('category_id', (c) => wholeNumber(c, 'category_id', 1, L.categoryIdMax));
  for (const column of FAMILY_TEXT_COLUMNS) {
    const rule = FAMILY_TEXTS[column];
    const value = row.text(column, { multiline: rule.multiline });
    if (value === undefined) continue;
    if (rule.required && value === '') row.refuse(column, fillBoth(M.required, { column }));
    else if ([...value].length > rule.max) row.refuse(column, fillBoth(M.tooLong, { column, max: rule.max }));
    else family.texts[rule.field] = value;
  }
  const columns = row.text('dimension_columns');
  if (columns) {
    const read = readDimensionColumns(columns);
    if ('problem' in read) row.refuse('dimension_columns', read.problem);
    else family.dimensionColumns = read.value;
  }
  const shape = row.text('shape');
  if (shape !== undefined) {
    const read = readShape(shape);
    if ('problem' in read) row.refuse('shape', read.problem);
    else family.shape = read.value;
  }
  // The row's variant cells are read next; the family keeps only its own refusals.
  family.refused = new Set(row.refused);
  return family;
}

/** variant_finish_en and _zh: both given, or both empty for the family's finish. */
function readVariantFinish(row: Row, variant: VariantRow): void {
  const [en, zh] = (['variant_finish_en', 'variant_finish_zh'] as const).map((column) => {
    const value = row.text(column);
    if (value !== undefined && [...value].length > L.variantFinish)
      return row.refuse(column, fillBoth(M.tooLong, { column, max: L.variantFinish }));
    return value;
  });
  if (
    (en === undefined && zh === undefined) ||
    row.refused.has('variant_finish_en') ||
    row.refused.has('variant_finish_zh')
  )
    return;
  if ((en ?? '') === '' && (zh ?? '') === '') variant.finish = null;
  else if ((en ?? '') === '' || (zh ?? '') === '')
    row.refuse((en ?? '') === '' ? 'variant_finish_en' : 'variant_finish_zh', M.variantFinishBoth);
  else variant.finish = { en: en!, zh: zh! };
}

function readVariant(row: Row, partNo: string): VariantRow {
  const variant: VariantRow = { line: row.line, partNo, refused: row.refused };
  const dims = row.text('dims');
  if (dims !== undefined) {
    const read = readDims(dims);
    if ('problem' in read) row.refuse('dims', read.problem);
    else variant.dims = read.value;
  }
  for (const column of VARIANT_NUMBER_COLUMNS) {
    const { field, min, max } = VARIANT_NUMBERS[column];
    const value = row.value(column, (c) => wholeNumber(c, column, min, max));
    if (value !== undefined) variant[field satisfies VariantNumberField] = value;
  }
  variant.priceBreaks = row.value('price_breaks', readPriceBreaks);
  readVariantFinish(row, variant);
  return variant;
}

export function readImportFile(csv: string): FileRead {
  const problems: ImportProblem[] = [];
  const read = readCsvRecords(csv);
  if ('problems' in read) return { file: null, problems: read.problems };
  const { head, records } = read;
  const header = readHeader(head.line, head.cells, problems);
  if (!header) return { file: null, problems };
  const counted = rowCountProblems(records);
  if (counted) return { file: null, problems: counted.problems };

  const families = new Map<string, FamilyRows>();
  /** The raw family cells of each family's first row, which later rows must repeat. */
  const firstCells = new Map<string, Map<ColumnName, string>>();
  const partLines = new Map<string, number>();
  for (const record of records) {
    if (record.cells.length !== header.length) {
      problems.push({
        line: record.line,
        reason: fillBoth(M.wrongCellCount, { cells: record.cells.length, columns: header.length }),
      });
      continue;
    }
    const row = new Row(record.line, header, record.cells, problems);
    const code = row.value('family_code', (c) =>
      FAMILY_CODE.test(c) && c.length <= L.familyCode
        ? { value: c }
        : { problem: fillBoth(M.badFamilyCode, { max: L.familyCode }) },
    );
    if (code === undefined) continue;

    let family = families.get(code);
    if (!family) {
      family = readFamily(row, code);
      families.set(code, family);
      firstCells.set(code, row.cells);
    } else {
      const first = firstCells.get(code)!;
      for (const column of FAMILY_COLUMNS) {
        if (row.has(column) && row.cell(column) !== first.get(column)) {
          problems.push({
            line: row.line,
            column,
            reason: fillBoth(M.familyDiffers, { column, line: family.line, code }),
          });
        }
      }
    }

    const partNo = row.text('part_no');
    if (partNo === undefined) continue;
    if (partNo === '') {
      // A family without variants: export writes one such row, and import reads only its family columns.
      for (const column of VARIANT_COLUMNS) {
        if (row.has(column) && row.cell(column) !== '')
          row.refuse(column, fillBoth(M.variantCellOnFamilyRow, { column }));
      }
      continue;
    }
    if (!isValidPartNumber(partNo)) {
      row.refuse('part_no', fillBoth(M.badPartNo, { max: L.partNo }));
      continue;
    }
    const seenOn = partLines.get(partNo);
    if (seenOn !== undefined) {
      row.refuse('part_no', fillBoth(M.duplicatePartNo, { partNo, line: seenOn }));
      continue;
    }
    partLines.set(partNo, row.line);
    family.variants.push(readVariant(row, partNo));
  }
  return { file: { columns: new Set(header), families: [...families.values()], rows: records.length }, problems };
}
