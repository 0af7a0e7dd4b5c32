import { sql } from 'kysely';
import type { ProductSearchSort } from '#contract/calls/search.ts';
import type { CardQuery } from './families.ts';
import { keywordTests } from './search-keyword.ts';
import type { SearchKeyword } from './search-synonym-swaps.ts';

type Order = (query: CardQuery, keyword: SearchKeyword | undefined) => CardQuery;

const catalogueOrder = (query: CardQuery) => query.orderBy('pf.sortOrder').orderBy('pf.id');

// Names and codes compare byte-wise (collation "C"), so PGlite and any PostgreSQL locale agree.
const ORDERS: Record<ProductSearchSort, Order> = {
  relevance: (query, keyword) =>
    catalogueOrder(
      keyword === undefined ? query : keywordTests(keyword).rank.reduce((q, rank) => q.orderBy(rank), query),
    ),
  name: (query) => query.orderBy(sql`lower(pf.name_en) collate "C"`).orderBy('pf.id'),
  priceAsc: (query) => query.orderBy('s.fromPricePence').orderBy('pf.id'),
  priceDesc: (query) => query.orderBy('s.fromPricePence', 'desc').orderBy('pf.id'),
  code: (query) => query.orderBy(sql`pf.code collate "C"`),
};

/** Orders search results; ties end on the family id, so pages never overlap. */
export function orderCards(query: CardQuery, sort: ProductSearchSort, keyword: SearchKeyword | undefined): CardQuery {
  return ORDERS[sort](query, keyword);
}
