import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../../src/lib/validation/limits.ts';
import { findCategory } from '../../catalogue/categories.ts';
import { searchProducts, searchTop } from '../../catalogue/search.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { fields, text, wholeNumber } from '../../http/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { DEFAULT_PAGE_SIZE, pagingFields } from './catalogue.ts';

const searchLabel = { en: 'search', zh: '搜索内容' };

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
      summary: 'A page of product families matching a part number or name, optionally within a category',
      body: fields({
        keyword: text({ label: searchLabel, required: true, max: LIMITS.search }),
        categoryId: wholeNumber({ label: { en: 'category', zh: '类别' }, min: 1, max: 2_147_483_647 }),
        ...pagingFields,
      }),
    },
  }, async (request) => {
    const { keyword, categoryId, page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.body as {
      keyword: string; categoryId?: number; page?: number; pageSize?: number;
    };
    let categoryTypePath: string | undefined;
    if (categoryId !== undefined) {
      const category = await findCategory(app.db, categoryId);
      if (!category) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory);
      categoryTypePath = category.typePath;
    }
    return ok(await searchProducts(app.db, { keyword, categoryTypePath }, page, pageSize));
  });
}
