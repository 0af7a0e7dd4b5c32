import type { ProductSearchAnswer, ProductSearchSort, SearchTopAnswer } from '#contract/calls/search.ts';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';
import { familyCards, toFamilyCard } from './families.ts';
import { searchFacets } from './search-facets.ts';
import { searchConditions, type SearchCriteria } from './search-filters.ts';
import { findMatches, idIn } from './search-matches.ts';
import { orderCards } from './search-order.ts';
import { NO_SUGGESTIONS, suggestionsFor } from './search-suggestions.ts';
import { asPartNumber, normaliseSearchTerm } from './search-term.ts';

export interface SearchOptions {
  sort: ProductSearchSort;
  page: number;
  pageSize: number;
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
  const ids = (await findMatches(db, searchConditions({ keyword }))).ids();
  const [onlyId] = ids.length === 1 ? ids : [];
  const only = onlyId === undefined
    ? undefined
    : await db.selectFrom('productFamilies').select(['id', 'slug']).where('id', '=', onlyId).executeTakeFirst();
  return { onlyOneProduct: only !== undefined, id: only?.id ?? null, name: only?.slug ?? null, total: ids.length };
}

/** One page of the found families as cards, in the chosen order. */
async function pageOfFamilies(db: Db, ids: number[], keyword: string | undefined, options: SearchOptions): Promise<FamilyCard[]> {
  if (!ids.length) return [];
  const cards = familyCards(db).where(idIn('pf.id', ids));
  const rows = await orderCards(cards, options.sort, keyword)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  return rows.map(toFamilyCard);
}

/** A page of matching families with the facets to narrow them, and suggestions when a keyword found nothing. */
export async function searchProducts(db: Db, criteria: SearchCriteria, options: SearchOptions): Promise<ProductSearchAnswer> {
  const matches = await findMatches(db, searchConditions(criteria));
  const ids = matches.ids();
  const [list, facets] = await Promise.all([pageOfFamilies(db, ids, criteria.keyword, options), searchFacets(db, matches)]);
  const suggestions = ids.length === 0 && criteria.keyword !== undefined ? await suggestionsFor(db, criteria.keyword) : NO_SUGGESTIONS;
  return { total: ids.length, page: options.page, pageSize: options.pageSize, list, facets, suggestions };
}
