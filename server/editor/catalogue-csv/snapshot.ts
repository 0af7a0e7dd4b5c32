import type { Kysely, Selectable } from 'kysely';
import type { PriceBreak } from '#contract/calls/catalogue.ts';
import type { Database, DimensionColumnJson, ProductFamiliesTable, VariantsTable } from '../../db/schema.ts';
import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import type { DimValue } from './cells.ts';

/** A family's texts in both languages, as the database names them. */
type FamilyTexts = Pick<
  ProductFamiliesTable,
  'nameEn' | 'nameZh' | 'descriptionEn' | 'descriptionZh' | 'materialEn' | 'materialZh' | 'finishEn' | 'finishZh'
>;

/** A family's values as the import file sets them. */
export interface FamilyValues extends FamilyTexts {
  categoryId: number;
  dimensionColumns: DimensionColumnJson[];
  shape: FamilyShape | null;
}

/** The catalogue as import compares with it and export writes it: families, variants, price breaks, category levels. */

export interface SnapshotFamily extends FamilyValues {
  id: number;
  code: string;
  sortOrder: number;
}

/** A variant's columns as stored (its own finish, or null: the family's), with its dims as cells and its price breaks. */
export interface SnapshotVariant extends Pick<
  Selectable<VariantsTable>,
  'id' | 'familyId' | 'partNo' | 'weightGrams' | 'stock' | 'leadTimeDays' | 'sortOrder' | 'finishEn' | 'finishZh'
> {
  dims: Record<string, DimValue>;
  /** Lowest quantity first. */
  priceBreaks: PriceBreak[];
}

export interface CatalogueSnapshot {
  /** In catalogue order (sort order, then id). */
  families: SnapshotFamily[];
  familyByCode: Map<string, SnapshotFamily>;
  variantByPartNo: Map<string, SnapshotVariant>;
  /** Each family's variants in table order (sort order, then id). */
  variantsOfFamily: Map<number, SnapshotVariant[]>;
  categoryLevels: Map<number, number>;
}

/** Reads the whole catalogue (in the caller's transaction when given one). */
export async function loadSnapshot(db: Kysely<Database>): Promise<CatalogueSnapshot> {
  const [families, variants, breaks, categories] = await Promise.all([
    db
      .selectFrom('productFamilies')
      .select([
        'id',
        'code',
        'categoryId',
        'nameEn',
        'nameZh',
        'descriptionEn',
        'descriptionZh',
        'materialEn',
        'materialZh',
        'finishEn',
        'finishZh',
        'dimensionColumns',
        'shape',
        'sortOrder',
      ])
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variants')
      .select([
        'id',
        'familyId',
        'partNo',
        'dims',
        'weightGrams',
        'stock',
        'leadTimeDays',
        'sortOrder',
        'finishEn',
        'finishZh',
      ])
      .orderBy('familyId')
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variantPriceBreaks')
      .select(['variantId', 'minQty', 'unitPricePence'])
      .orderBy('variantId')
      .orderBy('minQty')
      .execute(),
    db.selectFrom('categories').select(['id', 'level']).execute(),
  ]);
  const breaksOf = new Map<number, PriceBreak[]>();
  for (const b of breaks) {
    let list = breaksOf.get(b.variantId);
    if (!list) breaksOf.set(b.variantId, (list = []));
    list.push({ minQty: b.minQty, unitPricePence: b.unitPricePence });
  }
  const variantByPartNo = new Map<string, SnapshotVariant>();
  const variantsOfFamily = new Map<number, SnapshotVariant[]>();
  for (const row of variants) {
    const variant: SnapshotVariant = { ...row, priceBreaks: breaksOf.get(row.id) ?? [] };
    variantByPartNo.set(variant.partNo, variant);
    let list = variantsOfFamily.get(variant.familyId);
    if (!list) variantsOfFamily.set(variant.familyId, (list = []));
    list.push(variant);
  }
  return {
    families,
    familyByCode: new Map(families.map((f) => [f.code, f])),
    variantByPartNo,
    variantsOfFamily,
    categoryLevels: new Map(categories.map((c) => [c.id, c.level])),
  };
}
