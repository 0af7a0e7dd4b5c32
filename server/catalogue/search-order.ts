import { sql, type SelectQueryBuilder } from 'kysely';
import type { ProductSearchSort } from '#contract/calls/search.ts';
import type { CardQuery } from './families.ts';
import { keywordTests } from './search-keyword.ts';
import type { SearchKeyword } from './search-synonym-swaps.ts';

type CardFrom = CardQuery extends SelectQueryBuilder<infer Tables, infer Aliases, object> ? [Tables, Aliases] : never;
/** A query of families `pf` joined to their summaries `s` (server/catalogue/families.ts), whatever it selects. */
export type FamilyQuery<Row> = SelectQueryBuilder<CardFrom[0], CardFrom[1], Row>;

type Order = <Row>(query: FamilyQuery<Row>, keyword: SearchKeyword | undefined) => FamilyQuery<Row>;

const catalogueOrder = <Row>(query: FamilyQuery<Row>) => query.orderBy('pf.sortOrder').orderBy('pf.id');

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
export function orderCards<Row>(
  query: FamilyQuery<Row>,
  sort: ProductSearchSort,
  keyword: SearchKeyword | undefined,
): FamilyQuery<Row> {
  return ORDERS[sort](query, keyword);
}
