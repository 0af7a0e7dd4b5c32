import type { ProductDetail, Variant } from '../../src/api/types.ts';
import type { Db } from '../db/connect.ts';
import { breadcrumbOf } from './categories.ts';
import { familyCards, toFamilyCard } from './families.ts';
import { imageUrl } from './image-url.ts';

async function variantsOf(db: Db, familyId: number): Promise<Variant[]> {
  const [variants, breaks] = await Promise.all([
    db.selectFrom('variants').selectAll().where('familyId', '=', familyId).orderBy('sortOrder').orderBy('id').execute(),
    db
      .selectFrom('variantPriceBreaks as pb')
      .innerJoin('variants as v', 'v.id', 'pb.variantId')
      .select(['pb.variantId', 'pb.minQty', 'pb.unitPricePence'])
      .where('v.familyId', '=', familyId)
      .orderBy('pb.minQty')
      .execute(),
  ]);
  return variants.map((v) => ({
    id: v.id,
    partNo: v.partNo,
    dims: v.dims,
    weightGrams: v.weightGrams,
    stock: v.stock,
    leadTimeDays: v.leadTimeDays,
    priceBreaks: breaks.filter((b) => b.variantId === v.id).map((b) => ({ minQty: b.minQty, unitPricePence: b.unitPricePence })),
  }));
}

/** One family with its variant table, or undefined when there is no such family. */
export async function productDetail(db: Db, id: number): Promise<ProductDetail | undefined> {
  const family = await db
    .selectFrom('productFamilies as pf')
    .innerJoin('categories as c', 'c.id', 'pf.categoryId')
    .select(['pf.descriptionEn', 'pf.descriptionZh', 'pf.finishEn', 'pf.finishZh', 'pf.drawingFid', 'pf.dimensionColumns', 'c.typePath'])
    .where('pf.id', '=', id)
    .executeTakeFirst();
  if (!family) return undefined;
  const [card, breadcrumb, variants] = await Promise.all([
    familyCards(db).where('pf.id', '=', id).executeTakeFirstOrThrow(),
    breadcrumbOf(db, family.typePath),
    variantsOf(db, id),
  ]);
  return {
    ...toFamilyCard(card),
    description: family.descriptionEn,
    descriptionZh: family.descriptionZh,
    finish: family.finishEn,
    finishZh: family.finishZh,
    drawingUrl: imageUrl(family.drawingFid),
    breadcrumb,
    dimensionColumns: family.dimensionColumns.map((c) => ({ key: c.key, label: c.labelEn, labelZh: c.labelZh, unit: c.unit })),
    variants,
  };
}
