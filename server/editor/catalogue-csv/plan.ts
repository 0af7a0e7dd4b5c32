import type { PriceBreak } from '#contract/calls/catalogue.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { checkShape } from '#contract/shapes/shape-check.ts';
import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import type { DimensionColumnJson } from '../../db/schema.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';
import { formatDimensionColumns, formatDims, formatPriceBreaks, readDimNumber, type DimValue } from './cells.ts';
import {
  FAMILY_TEXT_COLUMNS,
  FAMILY_TEXTS,
  VARIANT_NUMBER_COLUMNS,
  VARIANT_NUMBERS,
  type ColumnName,
  type FamilyTextField,
} from './layout.ts';
import { formatShape } from './shape-cell.ts';
import type { CatalogueSnapshot, FamilyValues, SnapshotFamily, SnapshotVariant } from './snapshot.ts';
import { isTextColumn, typedDims } from './typed-dims.ts';
import type { FamilyRows, ImportFile, ImportProblem, VariantRow } from './validate.ts';

/**
 * Compares a read file with the catalogue: which families and variants it creates or updates, and
 * the field-level changes of each (as the CSV writes the values), plus every problem that needs the
 * catalogue to see. Import never deletes: a family or variant the file leaves out stays as it is.
 */

export interface FieldChange {
  column: ColumnName;
  from: string;
  to: string;
}

export interface VariantValues {
  dims: Record<string, DimValue>;
  weightGrams: number;
  stock: number;
  leadTimeDays: number;
  priceBreaks: PriceBreak[];
  /** Its own finish, or null: the family's. */
  finishEn: string | null;
  finishZh: string | null;
}

export interface FamilyCreate {
  line: number;
  code: string;
  /** The next free id and the end of the catalogue's order. */
  id: number;
  sortOrder: number;
  values: FamilyValues;
  variantCount: number;
}

export interface FamilyUpdate {
  line: number;
  code: string;
  familyId: number;
  set: Partial<FamilyValues>;
  changes: FieldChange[];
}

export interface VariantCreate {
  line: number;
  partNo: string;
  familyCode: string;
  /** At the end of the family's table, in file order. */
  sortOrder: number;
  values: VariantValues;
}

export interface VariantUpdate {
  line: number;
  partNo: string;
  familyCode: string;
  variantId: number;
  set: Partial<VariantValues>;
  changes: FieldChange[];
}

export interface ImportPlan {
  familyCreates: FamilyCreate[];
  familyUpdates: FamilyUpdate[];
  variantCreates: VariantCreate[];
  variantUpdates: VariantUpdate[];
}

export interface PlanResult {
  plan: ImportPlan;
  problems: ImportProblem[];
}

const NEW_FAMILY_COLUMNS: readonly ColumnName[] = ['category_id', 'family_name_en', 'family_name_zh'];
const NEW_VARIANT_COLUMNS: readonly ColumnName[] = ['weight_grams', 'stock', 'lead_time_days', 'price_breaks'];

function sameDims(a: Record<string, DimValue>, b: Record<string, DimValue>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

function samePriceBreaks(a: readonly PriceBreak[], b: readonly PriceBreak[]): boolean {
  return (
    a.length === b.length && a.every((x, i) => x.minQty === b[i]!.minQty && x.unitPricePence === b[i]!.unitPricePence)
  );
}

function sameColumns(a: readonly DimensionColumnJson[], b: readonly DimensionColumnJson[]): boolean {
  return formatDimensionColumns(a) === formatDimensionColumns(b);
}

function listed(items: readonly string[], max = 5): string {
  return items.length > max ? `${items.slice(0, max).join(', ')} … (+${items.length - max})` : items.join(', ');
}

/** Without a dimension_columns cell, a new family's columns come from its rows: labels are the keys; numbers are in mm. */
function deriveColumns(family: FamilyRows): DimensionColumnJson[] {
  const first = family.variants.find((v) => v.dims !== undefined)?.dims ?? [];
  return first.map(([key]) => {
    const numeric = family.variants.every((v) => {
      const value = v.dims?.find(([k]) => k === key)?.[1];
      return value === undefined || readDimNumber(value) !== null;
    });
    return { key, labelEn: key, labelZh: key, unit: numeric ? 'mm' : null };
  });
}

class Planner {
  readonly plan: ImportPlan = { familyCreates: [], familyUpdates: [], variantCreates: [], variantUpdates: [] };
  readonly problems: ImportProblem[] = [];
  readonly file: ImportFile;
  readonly snapshot: CatalogueSnapshot;
  readonly familyById: Map<number, SnapshotFamily>;
  nextFamilyId: number;
  nextFamilySort: number;

  constructor(file: ImportFile, snapshot: CatalogueSnapshot) {
    this.file = file;
    this.snapshot = snapshot;
    this.familyById = new Map(snapshot.families.map((f) => [f.id, f]));
    this.nextFamilyId = Math.max(0, ...snapshot.families.map((f) => f.id)) + 1;
    this.nextFamilySort = Math.max(0, ...snapshot.families.map((f) => f.sortOrder)) + 1;
  }

  problem(line: number, column: ColumnName | undefined, reason: ImportProblem['reason']): void {
    this.problems.push(column ? { line, column, reason } : { line, reason });
  }

  checkCategory(family: FamilyRows): void {
    if (family.categoryId === undefined) return;
    const level = this.snapshot.categoryLevels.get(family.categoryId);
    if (level === undefined)
      this.problem(family.line, 'category_id', fillBoth(M.unknownCategory, { id: family.categoryId }));
    else if (level < 3)
      this.problem(family.line, 'category_id', fillBoth(M.categoryLevel, { id: family.categoryId, level }));
  }

  /** The dimension columns the family's rows are read against, or null when they cannot be known (a refused cell). */
  columnsOf(family: FamilyRows, existing: SnapshotFamily | undefined): DimensionColumnJson[] | null {
    if (family.refused.has('dimension_columns')) return null;
    if (!existing) return family.dimensionColumns ?? deriveColumns(family);
    const next = family.dimensionColumns;
    if (!next) return existing.dimensionColumns;
    const removed = existing.dimensionColumns.filter((c) => !next.some((n) => n.key === c.key));
    for (const c of removed)
      this.problem(
        family.line,
        'dimension_columns',
        fillBoth(M.dimensionColumnRemoved, { code: family.code, key: c.key }),
      );
    const reTyped = next.some((n) => {
      const old = existing.dimensionColumns.find((c) => c.key === n.key);
      return !old || isTextColumn(old) !== isTextColumn(n);
    });
    if (reTyped) {
      const inFile = new Set(family.variants.map((v) => v.partNo));
      const missing = (this.snapshot.variantsOfFamily.get(existing.id) ?? [])
        .filter((v) => !inFile.has(v.partNo))
        .map((v) => v.partNo);
      if (missing.length > 0) {
        this.problem(
          family.line,
          'dimension_columns',
          fillBoth(M.dimensionColumnsNeedAllVariants, { code: family.code, partNos: listed(missing) }),
        );
      }
    }
    return next;
  }

  /** The row's dims typed by the family's columns (numbers where a column has a unit), or undefined after a problem. */
  typedDims(family: FamilyRows, row: VariantRow, columns: DimensionColumnJson[]): Record<string, DimValue> | undefined {
    if (!row.dims) return undefined;
    const typed = typedDims(family.code, row.dims, columns);
    if ('dims' in typed) return typed.dims;
    for (const problem of typed.problems) this.problem(row.line, 'dims', problem);
    return undefined;
  }

  /**
   * The kind of solid the file gives the family (null: none), checked against its columns; undefined
   * when the file does not say (keep it) or after a problem.
   */
  shapeOf(family: FamilyRows, columns: DimensionColumnJson[] | null): FamilyShape | null | undefined {
    if (family.shape === undefined || columns === null) return undefined;
    if (family.shape === null) return null;
    const check = checkShape(
      family.shape,
      columns.map((c) => c.key),
    );
    if (check.ok) return check.shape;
    this.problem(family.line, 'shape', check.message);
    return undefined;
  }

  family(family: FamilyRows): void {
    const existing = this.snapshot.familyByCode.get(family.code);
    this.checkCategory(family);
    const columns = this.columnsOf(family, existing);
    const shape = this.shapeOf(family, columns);
    if (existing) this.updateFamily(family, existing, columns, shape);
    else this.createFamily(family, columns, shape);
    let sortOrder = Math.max(
      0,
      ...(existing ? (this.snapshot.variantsOfFamily.get(existing.id) ?? []) : []).map((v) => v.sortOrder),
    );
    for (const row of family.variants) {
      const variant = this.snapshot.variantByPartNo.get(row.partNo);
      if (variant && variant.familyId !== existing?.id) {
        const other = this.familyById.get(variant.familyId)?.code ?? String(variant.familyId);
        this.problem(row.line, 'part_no', fillBoth(M.partNoOtherFamily, { partNo: row.partNo, other }));
        continue;
      }
      const dims = columns ? this.typedDims(family, row, columns) : undefined;
      if (variant) this.updateVariant(family, row, variant, columns ?? [], dims);
      else this.createVariant(family, row, columns, dims, ++sortOrder);
    }
  }

  createFamily(family: FamilyRows, columns: DimensionColumnJson[] | null, shape: FamilyShape | null | undefined): void {
    let complete = true;
    for (const column of NEW_FAMILY_COLUMNS) {
      if (!this.file.columns.has(column)) {
        this.problem(family.line, column, fillBoth(M.newFamilyNeedsColumn, { code: family.code, column }));
        complete = false;
      }
    }
    const { texts, categoryId } = family;
    if (family.shape !== undefined && shape === undefined) return;
    if (
      !complete ||
      categoryId === undefined ||
      texts.nameEn === undefined ||
      texts.nameZh === undefined ||
      columns === null
    )
      return;
    const text = (field: FamilyTextField) => texts[field] ?? '';
    this.plan.familyCreates.push({
      line: family.line,
      code: family.code,
      id: this.nextFamilyId++,
      sortOrder: this.nextFamilySort++,
      values: {
        categoryId,
        nameEn: text('nameEn'),
        nameZh: text('nameZh'),
        descriptionEn: text('descriptionEn'),
        descriptionZh: text('descriptionZh'),
        materialEn: text('materialEn'),
        materialZh: text('materialZh'),
        finishEn: text('finishEn'),
        finishZh: text('finishZh'),
        dimensionColumns: columns,
        shape: shape ?? null,
      },
      variantCount: family.variants.length,
    });
  }

  updateFamily(
    family: FamilyRows,
    existing: SnapshotFamily,
    columns: DimensionColumnJson[] | null,
    shape: FamilyShape | null | undefined,
  ): void {
    const set: Partial<FamilyValues> = {};
    const changes: FieldChange[] = [];
    if (family.categoryId !== undefined && family.categoryId !== existing.categoryId) {
      set.categoryId = family.categoryId;
      changes.push({ column: 'category_id', from: String(existing.categoryId), to: String(family.categoryId) });
    }
    for (const column of FAMILY_TEXT_COLUMNS) {
      const field = FAMILY_TEXTS[column].field;
      const value = family.texts[field];
      if (value !== undefined && value !== existing[field]) {
        set[field] = value;
        changes.push({ column, from: existing[field], to: value });
      }
    }
    if (family.dimensionColumns && columns && !sameColumns(columns, existing.dimensionColumns)) {
      set.dimensionColumns = columns;
      changes.push({
        column: 'dimension_columns',
        from: formatDimensionColumns(existing.dimensionColumns),
        to: formatDimensionColumns(columns),
      });
    }
    if (shape !== undefined && formatShape(shape) !== formatShape(existing.shape)) {
      set.shape = shape;
      changes.push({ column: 'shape', from: formatShape(existing.shape), to: formatShape(shape) });
    }
    if (changes.length > 0)
      this.plan.familyUpdates.push({ line: family.line, code: family.code, familyId: existing.id, set, changes });
  }

  createVariant(
    family: FamilyRows,
    row: VariantRow,
    columns: DimensionColumnJson[] | null,
    dims: Record<string, DimValue> | undefined,
    sortOrder: number,
  ): void {
    let complete = true;
    const needed = columns && columns.length > 0 ? [...NEW_VARIANT_COLUMNS, 'dims' as const] : NEW_VARIANT_COLUMNS;
    for (const column of needed) {
      if (!this.file.columns.has(column)) {
        this.problem(row.line, column, fillBoth(M.newVariantNeedsColumn, { partNo: row.partNo, column }));
        complete = false;
      }
    }
    if (!row.partNo.startsWith(`${family.code}-`)) {
      this.problem(row.line, 'part_no', fillBoth(M.partNoPrefix, { code: family.code }));
      complete = false;
    }
    const { weightGrams, stock, leadTimeDays, priceBreaks } = row;
    const typed = dims ?? (this.file.columns.has('dims') ? undefined : {});
    if (
      !complete ||
      typed === undefined ||
      weightGrams === undefined ||
      stock === undefined ||
      leadTimeDays === undefined ||
      priceBreaks === undefined
    )
      return;
    this.plan.variantCreates.push({
      line: row.line,
      partNo: row.partNo,
      familyCode: family.code,
      sortOrder,
      values: {
        dims: typed,
        weightGrams,
        stock,
        leadTimeDays,
        priceBreaks,
        finishEn: row.finish?.en ?? null,
        finishZh: row.finish?.zh ?? null,
      },
    });
  }

  updateVariant(
    family: FamilyRows,
    row: VariantRow,
    variant: SnapshotVariant,
    columns: DimensionColumnJson[],
    dims: Record<string, DimValue> | undefined,
  ): void {
    const set: Partial<VariantValues> = {};
    const changes: FieldChange[] = [];
    if (dims && !sameDims(dims, variant.dims)) {
      set.dims = dims;
      changes.push({ column: 'dims', from: formatDims(variant.dims, columns), to: formatDims(dims, columns) });
    }
    for (const column of VARIANT_NUMBER_COLUMNS) {
      const field = VARIANT_NUMBERS[column].field;
      const value = row[field];
      if (value !== undefined && value !== variant[field]) {
        set[field] = value;
        changes.push({ column, from: String(variant[field]), to: String(value) });
      }
    }
    const finish =
      row.finish === undefined ? undefined : { finishEn: row.finish?.en ?? null, finishZh: row.finish?.zh ?? null };
    for (const [field, column] of [
      ['finishEn', 'variant_finish_en'],
      ['finishZh', 'variant_finish_zh'],
    ] as const) {
      if (finish && finish[field] !== variant[field]) {
        set[field] = finish[field];
        changes.push({ column, from: variant[field] ?? '', to: finish[field] ?? '' });
      }
    }
    if (row.priceBreaks && !samePriceBreaks(row.priceBreaks, variant.priceBreaks)) {
      set.priceBreaks = row.priceBreaks;
      changes.push({
        column: 'price_breaks',
        from: formatPriceBreaks(variant.priceBreaks),
        to: formatPriceBreaks(row.priceBreaks),
      });
    }
    if (changes.length > 0) {
      this.plan.variantUpdates.push({
        line: row.line,
        partNo: row.partNo,
        familyCode: family.code,
        variantId: variant.id,
        set,
        changes,
      });
    }
  }
}

export function planImport(file: ImportFile, snapshot: CatalogueSnapshot): PlanResult {
  const planner = new Planner(file, snapshot);
  for (const family of file.families) planner.family(family);
  return { plan: planner.plan, problems: planner.problems };
}

export interface ChangeCounts {
  familiesCreated: number;
  familiesUpdated: number;
  variantsCreated: number;
  variantsUpdated: number;
}

export function countChanges(plan: ImportPlan): ChangeCounts {
  return {
    familiesCreated: plan.familyCreates.length,
    familiesUpdated: plan.familyUpdates.length,
    variantsCreated: plan.variantCreates.length,
    variantsUpdated: plan.variantUpdates.length,
  };
}

export function totalChanges(counts: ChangeCounts): number {
  return counts.familiesCreated + counts.familiesUpdated + counts.variantsCreated + counts.variantsUpdated;
}
