import { sql, type ExpressionBuilder } from 'kysely';
import type { FamilyListAnswer, FamilyListRequest } from '#contract/calls/editor-families.ts';
import { escapeLike } from '../catalogue/search-term.ts';
import { imageUrl, storedFileSha } from '../catalogue/image-url.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';

export const FAMILY_LIST_PAGE_SIZE = 50;

/**
 * A family (aliased `pf`) whose code or one of whose part numbers starts with `q` (any letter case),
 * or whose English or Chinese name holds it: the console's family search, here and for quote floors.
 */
export function familyMatches(q: string) {
  const term = escapeLike(q);
  const prefix = `${term.toUpperCase()}%`;
  return (eb: ExpressionBuilder<Database & { pf: Database['productFamilies'] }, 'pf'>) =>
    eb.or([
      eb(eb.fn('upper', ['pf.code']), 'like', prefix),
      eb('pf.nameEn', 'ilike', `%${term}%`),
      eb('pf.nameZh', 'ilike', `%${term}%`),
      eb.exists(
        eb
          .selectFrom('variants as v')
          .select('v.id')
          .whereRef('v.familyId', '=', 'pf.id')
          .where('v.partNo', 'like', prefix),
      ),
    ]);
}

/**
 * Product families for the editor, in catalogue order, every family (also those without a priced
 * variant, which the shop's lists leave out). `q` matches the start of the family code or of one of
 * its part numbers (any letter case), or any part of the English or Chinese name.
 */
export async function listFamilies(db: Db, request: FamilyListRequest): Promise<FamilyListAnswer> {
  const { q, categoryId, page = 1, pageSize = FAMILY_LIST_PAGE_SIZE } = request;
  let query = db.selectFrom('productFamilies as pf');
  if (categoryId !== undefined) {
    const category = await db
      .selectFrom('categories')
      .select('typePath')
      .where('id', '=', categoryId)
      .executeTakeFirst();
    if (!category) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory, { field: 'categoryId' });
    const subtree = db
      .selectFrom('categories')
      .select('id')
      .where((eb) =>
        eb.or([eb('typePath', '=', category.typePath), eb('typePath', 'like', `${escapeLike(category.typePath)}/%`)]),
      );
    query = query.where('pf.categoryId', 'in', subtree);
  }
  if (q) query = query.where(familyMatches(q));
  return pageOf(
    query
      .select(['pf.id', 'pf.code', 'pf.slug', 'pf.nameEn', 'pf.nameZh', 'pf.categoryId', 'pf.imageFid'])
      .select(storedFileSha('pf.imageFid').as('imageSha'))
      .select((eb) =>
        eb
          .selectFrom('variants as v')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('v.familyId', '=', 'pf.id')
          .as('variantCount'),
      )
      .orderBy('pf.sortOrder')
      .orderBy('pf.id'),
    page,
    pageSize,
    (row) => ({
      id: row.id,
      code: row.code,
      slug: row.slug,
      name: row.nameEn,
      nameZh: row.nameZh,
      categoryId: row.categoryId,
      imageUrl: imageUrl(row.imageFid, row.imageSha),
      variantCount: row.variantCount ?? 0,
    }),
  );
}
