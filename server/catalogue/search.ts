import { sql } from 'kysely';
import type { FamilyCard, Page, SearchTopAnswer } from '../../src/api/types.ts';
import type { Db } from '../db/connect.ts';
import { familyCards, pageOfCards, type CardQuery } from './families.ts';
import { asPartNumber, escapeLike, normaliseSearchTerm } from './search-term.ts';

/** Below this pg_trgm word similarity a name is not a fuzzy match (0.6 is pg_trgm's default; typos need less). */
const FUZZY_THRESHOLD = 0.45;

export interface SearchFilter {
  keyword: string;
  categoryTypePath?: string;
}

/**
 * Families matching a keyword, best first: an exact part number, then part-number or family-code
 * prefixes, then names containing the words (English or Chinese), then names like it (pg_trgm).
 */
function matchingCards(db: Db, filter: SearchFilter): CardQuery {
  const term = normaliseSearchTerm(filter.keyword);
  const partNo = asPartNumber(term);
  const prefix = `${escapeLike(partNo)}%`;
  const contains = `%${escapeLike(term)}%`;
  const exactPart = sql<boolean>`exists (select 1 from variants v where v.family_id = pf.id and v.part_no = ${partNo})`;
  const prefixPart = sql<boolean>`(pf.code like ${prefix} or exists (select 1 from variants v where v.family_id = pf.id and v.part_no like ${prefix}))`;
  const nameHit = sql<boolean>`(pf.name_en ilike ${contains} or pf.name_zh like ${contains})`;
  const similarity = sql<number>`word_similarity(${term}, pf.name_en)`;
  let query = familyCards(db).where(sql<boolean>`(${prefixPart} or ${nameHit} or ${similarity} >= ${FUZZY_THRESHOLD})`);
  if (filter.categoryTypePath !== undefined) {
    const path = filter.categoryTypePath;
    const subtree = db
      .selectFrom('categories')
      .select('id')
      .where((eb) => eb.or([eb('typePath', '=', path), eb('typePath', 'like', `${path}/%`)]));
    query = query.where('pf.categoryId', 'in', subtree);
  }
  return query
    .orderBy(sql`case when ${exactPart} then 0 when ${prefixPart} then 1 when ${nameHit} then 2 else 3 end`)
    .orderBy(sql`${similarity} desc`)
    .orderBy('pf.sortOrder')
    .orderBy('pf.id');
}

/**
 * The header search box: an exact part number is always one product; otherwise one product only
 * when exactly one family matches.
 */
export async function searchTop(db: Db, keyword: string): Promise<SearchTopAnswer> {
  const partNo = asPartNumber(normaliseSearchTerm(keyword));
  const exact = await db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select(['pf.id', 'pf.slug'])
    .where('v.partNo', '=', partNo)
    .executeTakeFirst();
  if (exact) return { onlyOneProduct: true, id: exact.id, name: exact.slug, total: 1 };
  const page = await pageOfCards(matchingCards(db, { keyword }), 1, 2);
  const only = page.total === 1 ? page.list[0] : undefined;
  return { onlyOneProduct: only !== undefined, id: only?.id ?? null, name: only?.slug ?? null, total: page.total };
}

export function searchProducts(db: Db, filter: SearchFilter, page: number, pageSize: number): Promise<Page<FamilyCard>> {
  return pageOfCards(matchingCards(db, filter), page, pageSize);
}
