import type { FastifyInstance } from 'fastify';
import type { ProductSearchRequest } from '#contract/api/types.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { searchProducts, searchTop } from '../../catalogue/search.ts';
import { ok } from '../../http/envelope.ts';
import { fields, text } from '#contract/fields.ts';
import { DEFAULT_PAGE_SIZE } from './catalogue.ts';
import { productSearchBody, searchCriteria, searchLabel } from './search-request.ts';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/productSearchTop', {
    schema: {
      tags: ['search'],
      summary: 'The header search: whether exactly one product matches, and which',
      body: fields({ name: text({ label: searchLabel, required: true, max: LIMITS.search }) }),
    },
  }, async (request) => {
    const { name } = request.body as { name: string };
    return ok(await searchTop(app.db, name));
  });

  app.post('/unpri/productSearch', {
    schema: {
      tags: ['search'],
      summary: 'A page of product families by keyword, part number, category, material or dimension, with facets and suggestions',
      body: productSearchBody,
    },
  }, async (request) => {
    const body = request.body as ProductSearchRequest;
    const { sort = 'relevance', page = 1, pageSize = DEFAULT_PAGE_SIZE } = body;
    return ok(await searchProducts(app.db, await searchCriteria(app.db, body), { sort, page, pageSize }));
  });
}
