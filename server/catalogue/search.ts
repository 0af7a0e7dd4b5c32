import { sql } from 'kysely';
import type { ProductSearchAnswer, ProductSearchSort, SearchTopAnswer } from '#contract/calls/search.ts';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import type { Db } from '../db/connect.ts';
import { familyCards, toFamilyCard, withMatchedPart } from './families.ts';
import { searchFacets } from './search-facets.ts';
import { browseCategory, isCategoryBrowse } from './search-category-browse.ts';
import { searchConditions, type SearchCriteria } from './search-filters.ts';
import { matchedParts } from './search-matched-parts.ts';
import { idIn } from '../db/id-in.ts';
import { findMatches } from './search-matches.ts';
import { orderCards } from './search-order.ts';
import { NO_SUGGESTIONS, suggestionsFor } from './search-suggestions.ts';
import { searchKeyword } from './search-synonym-swaps.ts';
import { asPartNumber, compactPartNumber, normaliseSearchTerm } from './search-term.ts';

export interface SearchOptions {
  sort: ProductSearchSort;
  page: number;
  pageSize: number;
}

/**
 * The variant a search names exactly: as typed (spaces for hyphens), or else the one part number
 * that reads the same without hyphens (none when two would). One query: the typed one sorts first.
 */
async function exactPart(db: Db, keyword: string) {
  const term = normaliseSearchTerm(keyword);
  const typed = asPartNumber(term);
  // The expression has its own index (server/db/migrations/016-part-numbers-in-search-and-history.ts).
  const compact = sql<string>`replace(v.part_no, '-', '')`;
  const found = await db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select(['pf.id', 'pf.slug', 'v.partNo'])
    .where((eb) => eb.or([eb('v.partNo', '=', typed), eb(compact, '=', compactPartNumber(term))]))
    .orderBy(sql`v.part_no = ${typed}`, 'desc')
    .limit(2)
    .execute();
  return found[0]?.partNo === typed || found.length === 1 ? found[0] : undefined;
}

/**
 * The header search box: an exact part number is always one product (and names its variant);
 * otherwise one product only when exactly one family matches.
 */
export async function searchTop(db: Db, keyword: string): Promise<SearchTopAnswer> {
  const exact = await exactPart(db, keyword);
  if (exact) return { onlyOneProduct: true, id: exact.id, name: exact.slug, total: 1, partNo: exact.partNo };
  const ids = (await findMatches(db, searchConditions({ keyword: await searchKeyword(db, keyword) }))).ids();
  const [onlyId] = ids.length === 1 ? ids : [];
  const only =
    onlyId === undefined
      ? undefined
      : await db.selectFrom('productFamilies').select(['id', 'slug']).where('id', '=', onlyId).executeTakeFirst();
  return {
    onlyOneProduct: only !== undefined,
    id: only?.id ?? null,
    name: only?.slug ?? null,
    total: ids.length,
    partNo: null,
  };
}

/** One page of the found families as cards, in the chosen order, each showing the part the search picked (if it picked one). */
async function pageOfFamilies(
  db: Db,
  ids: number[],
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<FamilyCard[]> {
  if (!ids.length) return [];
  const cards = familyCards(db).where(idIn('pf.id', ids));
  const rows = await orderCards(cards, options.sort, criteria.keyword)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  const parts = await matchedParts(
    db,
    rows.map((r) => r.id),
    criteria,
  );
  return rows.map((row) => withMatchedPart(toFamilyCard(row), parts.get(row.id)));
}

/** A page of matching families with the facets to narrow them, and suggestions when a keyword found nothing. */
export async function searchProducts(
  db: Db,
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<ProductSearchAnswer> {
  if (isCategoryBrowse(criteria)) return browseCategory(db, criteria, options);
  const matches = await findMatches(db, searchConditions(criteria));
  const ids = matches.ids();
  const [list, facets] = await Promise.all([pageOfFamilies(db, ids, criteria, options), searchFacets(db, matches)]);
  const suggestions =
    ids.length === 0 && criteria.keyword !== undefined
      ? await suggestionsFor(db, criteria.keyword.text)
      : NO_SUGGESTIONS;
  return { total: ids.length, page: options.page, pageSize: options.pageSize, list, facets, suggestions };
}
