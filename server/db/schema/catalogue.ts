import type { ColumnType, Generated } from 'kysely';
import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import type { Json } from './column-types.ts';

/** The catalogue: categories, product families, variants and their prices, search synonyms. */

export interface CategoriesTable {
  id: number;
  parentId: number | null;
  level: number;
  nameEn: string;
  nameZh: string;
  imageFid: number | null;
  sortOrder: number;
  /** Ids from level 1 down to this category joined by '/', e.g. 1/10/1001. */
  typePath: string;
}

export interface DimensionColumnJson {
  key: string;
  labelEn: string;
  labelZh: string;
  unit: string | null;
}

export interface ProductFamiliesTable {
  id: number;
  categoryId: number;
  code: string;
  /** URL name of the family (/goodsInfo/{id}/{slug}), from the English name. */
  slug: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  materialEn: string;
  materialZh: string;
  finishEn: string;
  finishZh: string;
  dimensionColumns: Json<DimensionColumnJson[]>;
  /** Its kind of solid, or null: the CAD files are then a plain box. */
  shape: ColumnType<FamilyShape | null, string | null | undefined, string | null>;
  imageFid: number | null;
  drawingFid: number | null;
  /** True: an editor uploaded the drawing and it is kept; false: the shop drew it and redraws it (server/downloads/family-drawing.ts). */
  drawingUploaded: Generated<boolean>;
  /** True: an editor uploaded the picture and it is kept; false: the shop drew it and redraws it (server/downloads/family-picture.ts). */
  imageUploaded: Generated<boolean>;
  sortOrder: number;
}

export interface VariantsTable {
  id: Generated<number>;
  familyId: number;
  partNo: string;
  dims: Json<Record<string, number | string>>;
  weightGrams: number;
  stock: number;
  leadTimeDays: number;
  sortOrder: number;
  /** The variant's own finish where the family has several; null: the family's (server/db/migrations/021-variant-finishes.ts). */
  finishEn: string | null;
  finishZh: string | null;
}

export interface VariantPriceBreaksTable {
  variantId: number;
  minQty: number;
  unitPricePence: number;
}

/**
 * 026: each family's card figures and finishes, kept by triggers (server/db/migrations/026-family-search-summaries.ts);
 * written only by them.
 */
export interface FamilySearchTable {
  familyId: number;
  /** Variants with a single-unit price: the card's count; a family with none has no card. */
  pricedVariants: number;
  fromPricePence: number | null;
  firstPartNo: string | null;
  finishesEn: string[];
  finishesZh: string[];
}

/** 060: grows with every committed change search reads (server/db/migrations/060-search-version.ts); one row. */
export interface SearchVersionTable {
  single: boolean;
  /** bigint: read as text (pg and PGlite give int8 back as different JavaScript types). */
  version: string;
  bumpedBy: string | null;
}

/** 013: groups of words the search treats as the same (contract/rules/synonyms.ts). */
export interface SearchSynonymsTable {
  id: Generated<number>;
  words: string[];
  sortOrder: number;
}

export interface CatalogueTables {
  categories: CategoriesTable;
  productFamilies: ProductFamiliesTable;
  variants: VariantsTable;
  variantPriceBreaks: VariantPriceBreaksTable;
  familySearch: FamilySearchTable;
  searchSynonyms: SearchSynonymsTable;
  searchVersion: SearchVersionTable;
}
