import type { FastifyInstance } from 'fastify';
import type { CategoryDetail } from '#contract/api/types.ts';
import { breadcrumbOf, childrenOf, findCategory, toMenuItem } from '../../catalogue/categories.ts';
import { cardsUnderCategory, pageOfCards } from '../../catalogue/families.ts';
import { liveVariants } from '../../catalogue/live.ts';
import { productDetail } from '../../catalogue/product.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { fields, idField, LABELS, wholeNumber } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

export const pagingFields = {
  page: wholeNumber({ label: LABELS.page, min: 1, max: 10_000 }),
  pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: MAX_PAGE_SIZE }),
};

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/categoryDetail', {
    schema: {
      tags: ['catalogue'],
      summary: 'One category: breadcrumb, child categories and a page of the product families below it',
      body: fields({ id: idField(), ...pagingFields }),
    },
  }, async (request) => {
    const { id, page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.body as { id: number; page?: number; pageSize?: number };
    const category = await findCategory(app.db, id);
    if (!category) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory);
    const [breadcrumb, children, families] = await Promise.all([
      breadcrumbOf(app.db, category.typePath),
      childrenOf(app.db, id),
      pageOfCards(cardsUnderCategory(app.db, category.typePath), page, pageSize),
    ]);
    const detail: CategoryDetail = { ...toMenuItem(category), breadcrumb, children, families };
    return ok(detail);
  });

  app.post('/unpri/productDetail', {
    schema: {
      tags: ['catalogue'],
      summary: 'One product family with its variant table (part numbers, dimensions, price breaks, stock)',
      body: fields({ id: idField() }),
    },
  }, async (request) => {
    const { id } = request.body as { id: number };
    const detail = await productDetail(app.db, id);
    if (!detail) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    return ok(detail);
  });

  app.post('/unpri/productLive', {
    schema: {
      tags: ['catalogue'],
      summary: "Today's price breaks, stock and lead time of a family's variants (the pre-rendered page may be older)",
      body: fields({ id: idField() }),
    },
  }, async (request, reply) => {
    const { id } = request.body as { id: number };
    const variants = await liveVariants(app.db, id);
    if (!variants) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    reply.header('cache-control', 'no-store');
    return ok(variants);
  });
}
