import { MAX_ORDER_QTY } from '#contract/rules/order-quantity.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import type { ProductFamiliesTable } from '../../db/schema.ts';

/**
 * The catalogue CSV (docs/catalogue-import.md): one row per variant, its family's columns repeated
 * on every row. Export writes these columns in this order; import reads them by name in any order.
 */
export const FAMILY_COLUMNS = [
  'family_code',
  'category_id',
  'family_name_en',
  'family_name_zh',
  'description_en',
  'description_zh',
  'material_en',
  'material_zh',
  'finish_en',
  'finish_zh',
  'dimension_columns',
  'shape',
] as const;

export const VARIANT_COLUMNS = [
  'part_no',
  'dims',
  'variant_finish_en',
  'variant_finish_zh',
  'weight_grams',
  'stock',
  'lead_time_days',
  'price_breaks',
] as const;

export const COLUMNS = [...FAMILY_COLUMNS, ...VARIANT_COLUMNS] as const;
export type ColumnName = (typeof COLUMNS)[number];
export type FamilyColumn = (typeof FAMILY_COLUMNS)[number];
export type VariantColumn = (typeof VARIANT_COLUMNS)[number];

/** Every other column may be left out: an absent column leaves that field as it is. */
export const REQUIRED_COLUMNS: readonly ColumnName[] = ['family_code', 'part_no'];

/** The family's text columns and the fields they fill. */
export const FAMILY_TEXTS = {
  family_name_en: { field: 'nameEn', max: 120, required: true, multiline: false },
  family_name_zh: { field: 'nameZh', max: 120, required: true, multiline: false },
  description_en: { field: 'descriptionEn', max: 4000, required: false, multiline: true },
  description_zh: { field: 'descriptionZh', max: 4000, required: false, multiline: true },
  material_en: { field: 'materialEn', max: 100, required: false, multiline: false },
  material_zh: { field: 'materialZh', max: 100, required: false, multiline: false },
  finish_en: { field: 'finishEn', max: 100, required: false, multiline: false },
  finish_zh: { field: 'finishZh', max: 100, required: false, multiline: false },
} as const satisfies Partial<
  Record<FamilyColumn, { field: keyof ProductFamiliesTable; max: number; required: boolean; multiline: boolean }>
>;

export type FamilyTextColumn = keyof typeof FAMILY_TEXTS;
export type FamilyTextField = (typeof FAMILY_TEXTS)[FamilyTextColumn]['field'];
export const FAMILY_TEXT_COLUMNS = Object.keys(FAMILY_TEXTS) as FamilyTextColumn[];

/** The variant's whole-number columns and their ranges. */
export const VARIANT_NUMBERS = {
  weight_grams: { field: 'weightGrams', min: 0, max: 10_000_000 },
  stock: { field: 'stock', min: 0, max: 1_000_000 },
  lead_time_days: { field: 'leadTimeDays', min: 0, max: 365 },
} as const;

export type VariantNumberColumn = keyof typeof VARIANT_NUMBERS;
export type VariantNumberField = (typeof VARIANT_NUMBERS)[VariantNumberColumn]['field'];
export const VARIANT_NUMBER_COLUMNS = Object.keys(VARIANT_NUMBERS) as VariantNumberColumn[];

export const IMPORT_LIMITS = {
  /** 5 MB of UTF-8 (5 × 1024 × 1024 bytes). */
  fileBytes: 5 * 1024 * 1024,
  /** Rows below the header. */
  rows: 20_000,
  familyCode: 20,
  partNo: LIMITS.partNumber,
  categoryIdMax: 2_147_483_647,
  priceBreaks: 8,
  /** A break above the largest orderable quantity would never apply. */
  breakQtyMax: MAX_ORDER_QTY,
  /** £100,000 ex VAT. */
  pricePenceMax: 10_000_000,
  dimensionColumns: 20,
  dimKey: 24,
  dimUnit: 10,
  dimLabel: 60,
  dimText: 40,
  dimNumberMax: 1_000_000,
  /** A variant's own finish, in each language: as long as a family's. */
  variantFinish: 100,
  /** The answer lists at most this many errors (errorCount says how many there were). */
  errorsListed: 1000,
  /** The answer lists at most this many change lines. */
  detailsListed: 200,
} as const;
