import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/catalogue.ts';
import { DEFAULT_PAGE_SIZE } from '#contract/calls/paging.ts';
import { breadcrumbOf, childrenOf, findCategory, toMenuItem } from '../../catalogue/categories.ts';
import { cardsUnderCategory, pageOfCards } from '../../catalogue/families.ts';
import { liveVariants } from '../../catalogue/live.ts';
import { productDetail } from '../../catalogue/product.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.categoryDetail, async ({ body: { id, page = 1, pageSize = DEFAULT_PAGE_SIZE } }) => {
    const category = await findCategory(app.db, id);
    if (!category) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory);
    const [breadcrumb, children, families] = await Promise.all([
      breadcrumbOf(app.db, category.typePath),
      childrenOf(app.db, id),
      pageOfCards(cardsUnderCategory(app.db, category.typePath), page, pageSize),
    ]);
    return { ...toMenuItem(category), breadcrumb, children, families };
  });

  route(app, calls.productDetail, async ({ body: { id } }) => {
    const detail = await productDetail(app.db, id);
    if (!detail) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    return detail;
  });

  route(app, calls.productLive, async ({ body: { id }, reply }) => {
    const variants = await liveVariants(app.db, id);
    if (!variants) throw new ApiError(CODE.notFound, MESSAGES.noSuchProduct);
    reply.header('cache-control', 'no-store');
    return variants;
  });
}
