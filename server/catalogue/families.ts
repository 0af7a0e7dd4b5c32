import { sql } from 'kysely';
import type { Page } from '#contract/calls/paging.ts';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';
import { partPictureUrl } from '#contract/shapes/picture-url.ts';
import { imageUrl, storedFileSha } from './image-url.ts';

/**
 * Family cards, to be narrowed by the caller's where clauses. Each family's variant count, lowest
 * single-unit price and first part number come from its summary row, kept by triggers in the
 * transaction of every catalogue write (server/db/migrations/026-family-search-summaries.ts); a
 * family without a priced variant has no card.
 */
export function familyCards(db: Db) {
  return db
    .selectFrom('productFamilies as pf')
    .innerJoin('familySearch as s', (join) => join.onRef('s.familyId', '=', 'pf.id').on('s.pricedVariants', '>', 0))
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
      's.pricedVariants as variantCount',
      sql<number>`s.from_price_pence`.as('fromPricePence'),
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

/** The part a search matched in a family, and its single-unit price (null when it has none or others matched too: the card keeps the family's). */
export interface MatchedPart {
  variantId: number;
  partNo: string;
  unitPricePence: number | null;
}

/** The card of a family standing for one of its parts (a search's match): that part's picture, number and price. */
export function withMatchedPart(card: FamilyCard, part: MatchedPart | undefined): FamilyCard {
  if (part === undefined) return card;
  const matched = { ...card, pictureUrl: partPictureUrl(part.partNo), matchedPartNo: part.partNo };
  return part.unitPricePence === null
    ? matched
    : { ...matched, matchedPartPricePence: part.unitPricePence, matchedVariantId: part.variantId };
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
