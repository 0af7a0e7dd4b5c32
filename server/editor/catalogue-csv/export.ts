import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { formatDimensionColumns, formatDims, formatPriceBreaks } from './cells.ts';
import { guardFormula } from './formula-guard.ts';
import { formatShape } from './shape-cell.ts';
import { COLUMNS, VARIANT_COLUMNS, type ColumnName, type FamilyColumn, type VariantColumn } from './layout.ts';
import { loadSnapshot, type SnapshotFamily, type SnapshotVariant } from './snapshot.ts';
import { writeCsv } from './write.ts';

/**
 * The whole catalogue in the import's layout: one row per variant (families in catalogue order,
 * variants in table order), and one row without a part number for a family that has no variant.
 * Importing the file unchanged changes nothing.
 */

function familyCells(f: SnapshotFamily): Record<FamilyColumn, string> {
  return {
    family_code: f.code,
    category_id: String(f.categoryId),
    family_name_en: f.nameEn,
    family_name_zh: f.nameZh,
    description_en: f.descriptionEn,
    description_zh: f.descriptionZh,
    material_en: f.materialEn,
    material_zh: f.materialZh,
    finish_en: f.finishEn,
    finish_zh: f.finishZh,
    dimension_columns: formatDimensionColumns(f.dimensionColumns),
    shape: formatShape(f.shape),
  };
}

function variantCells(f: SnapshotFamily, v: SnapshotVariant | undefined): Record<VariantColumn, string> {
  if (!v) return Object.fromEntries(VARIANT_COLUMNS.map((c) => [c, ''])) as Record<VariantColumn, string>;
  return {
    part_no: v.partNo,
    dims: formatDims(v.dims, f.dimensionColumns),
    variant_finish_en: v.finishEn ?? '',
    variant_finish_zh: v.finishZh ?? '',
    weight_grams: String(v.weightGrams),
    stock: String(v.stock),
    lead_time_days: String(v.leadTimeDays),
    price_breaks: formatPriceBreaks(v.priceBreaks),
  };
}

export interface CatalogueExport {
  csv: string;
  /** Rows below the header. */
  rows: number;
}

export async function exportCatalogue(db: Kysely<Database>): Promise<CatalogueExport> {
  const snapshot = await loadSnapshot(db);
  const records: string[][] = [[...COLUMNS]];
  for (const family of snapshot.families) {
    const variants = snapshot.variantsOfFamily.get(family.id) ?? [];
    const family_ = familyCells(family);
    for (const variant of variants.length > 0 ? variants : [undefined]) {
      const cells: Record<ColumnName, string> = { ...family_, ...variantCells(family, variant) };
      records.push(COLUMNS.map((c) => guardFormula(cells[c])));
    }
  }
  return { csv: writeCsv(records, { bom: true }), rows: records.length - 1 };
}

/** `lihda-catalogue-2025-03-01.csv`: the day of the export (UTC). */
export function exportFileName(now: Date = new Date()): string {
  return `lihda-catalogue-${now.toISOString().slice(0, 10)}.csv`;
}
