import type { ProductDetail, Variant } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';
import { breadcrumbOf } from './categories.ts';
import { familyCards, toFamilyCard } from './families.ts';
import { imageUrl, storedFileSha } from './image-url.ts';
import { liveVariants } from './live.ts';

async function variantsOf(db: Db, familyId: number): Promise<Variant[]> {
  const [rows, live] = await Promise.all([
    db
      .selectFrom('variants as v')
      .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
      .select((eb) => [
        'v.id',
        'v.dims',
        'v.weightGrams',
        eb.fn.coalesce('v.finishEn', 'pf.finishEn').as('finish'),
        eb.fn.coalesce('v.finishZh', 'pf.finishZh').as('finishZh'),
      ])
      .where('v.familyId', '=', familyId)
      .execute(),
    liveVariants(db, familyId),
  ]);
  const fixed = new Map(rows.map((r) => [r.id, r]));
  return (live ?? []).map((v) => {
    const { dims, weightGrams, finish, finishZh } = fixed.get(v.id)!;
    return { ...v, dims, weightGrams, finish, finishZh };
  });
}

/** One family with its variant table, or undefined when there is no such family. */
export async function productDetail(db: Db, id: number): Promise<ProductDetail | undefined> {
  const family = await db
    .selectFrom('productFamilies as pf')
    .innerJoin('categories as c', 'c.id', 'pf.categoryId')
    .select([
      'pf.descriptionEn',
      'pf.descriptionZh',
      'pf.finishEn',
      'pf.finishZh',
      'pf.drawingFid',
      'pf.dimensionColumns',
      'pf.shape',
      'c.typePath',
    ])
    .select(storedFileSha('pf.drawingFid').as('drawingSha'))
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
    drawingUrl: imageUrl(family.drawingFid, family.drawingSha),
    breadcrumb,
    dimensionColumns: family.dimensionColumns.map((c) => ({
      key: c.key,
      label: c.labelEn,
      labelZh: c.labelZh,
      unit: c.unit,
    })),
    shape: family.shape,
    variants,
  };
}
