import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/search.ts';
import { DEFAULT_PAGE_SIZE } from '#contract/calls/paging.ts';
import { searchProducts, searchTop } from '../../catalogue/search.ts';
import { route } from '../../http/route.ts';
import { searchCriteria } from './search-request.ts';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.productSearchTop, async ({ body: { name } }) => searchTop(app.db, name));

  route(app, calls.productSearch, async ({ body }) => {
    const { sort = 'relevance', page = 1, pageSize = DEFAULT_PAGE_SIZE } = body;
    return searchProducts(app.db, await searchCriteria(app.db, body), { sort, page, pageSize });
  });
}
