import { sql } from 'kysely';
import type { Page } from '#contract/calls/paging.ts';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';
import { partPictureUrl } from '#contract/shapes/picture-url.ts';
import { imageUrl, storedFileSha } from './image-url.ts';

/**
 * Family cards, to be narrowed by the caller's where clauses. Each family's variants are counted and
 * priced (lowest single-unit price) by its own index lookups, however few families the caller keeps;
 * a family without a priced variant has no card.
 */
export function familyCards(db: Db) {
  return db
    .selectFrom('productFamilies as pf')
    .innerJoinLateral(
      (eb) => eb
        .selectFrom('variants as v')
        .innerJoin('variantPriceBreaks as pb', (join) => join.onRef('pb.variantId', '=', 'v.id').on('pb.minQty', '=', 1))
        .select((inner) => [
          inner.fn.countAll<number>().as('variantCount'),
          inner.fn.min('pb.unitPricePence').as('fromPricePence'),
          sql<string>`(array_agg(v.part_no ORDER BY v.sort_order, v.id))[1]`.as('firstPartNo'),
        ])
        .whereRef('v.familyId', '=', 'pf.id')
        .having((inner) => inner.fn.countAll(), '>', 0)
        .as('s'),
      (join) => join.onTrue(),
    )
    .select([
      'pf.id',
      'pf.code',
      'pf.slug',
      'pf.nameEn',
      'pf.nameZh',
      'pf.materialEn',
      'pf.materialZh',
      'pf.imageFid',
      storedFileSha('pf.imageFid').as('imageSha'),
      'pf.categoryId',
      'pf.sortOrder',
      sql<number>`s.variant_count::int`.as('variantCount'),
      sql<number>`s.from_price_pence::int`.as('fromPricePence'),
      sql<string>`s.first_part_no`.as('firstPartNo'),
    ]);
}

export type CardQuery = ReturnType<typeof familyCards>;
type CardRow = Awaited<ReturnType<CardQuery['executeTakeFirstOrThrow']>>;

export function toFamilyCard(row: CardRow): FamilyCard {
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    name: row.nameEn,
    nameZh: row.nameZh,
    material: row.materialEn,
    materialZh: row.materialZh,
    imageUrl: imageUrl(row.imageFid, row.imageSha),
    pictureUrl: partPictureUrl(row.firstPartNo),
    categoryId: row.categoryId,
    variantCount: row.variantCount,
    fromPricePence: row.fromPricePence,
  };
}

/** Runs a card query one page at a time (the caller sets the order; ties should end on id). */
export async function pageOfCards(query: CardQuery, page: number, pageSize: number): Promise<Page<FamilyCard>> {
  return pageOf(query, page, pageSize, toFamilyCard);
}

/** Families in a category and all categories below it, in catalogue order. */
export function cardsUnderCategory(db: Db, typePath: string): CardQuery {
  const subtree = db
    .selectFrom('categories')
    .select('id')
    .where((eb) => eb.or([eb('typePath', '=', typePath), eb('typePath', 'like', `${typePath}/%`)]));
  return familyCards(db).where('pf.categoryId', 'in', subtree).orderBy('pf.sortOrder').orderBy('pf.id');
}
