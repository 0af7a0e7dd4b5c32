import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/menu.ts';
import {
  allCategories,
  buildTree,
  findCategory,
  levelThreeUnder,
  toMenuItem,
  topCategories,
} from '../../catalogue/categories.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.getProductMemuL1, async () => {
    return (await topCategories(app.db)).map(toMenuItem);
  });

  route(app, calls.getProductMemuL3, async ({ body: { id } }) => {
    const category = await findCategory(app.db, id);
    if (!category) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory);
    return levelThreeUnder(app.db, category);
  });

  route(app, calls.categoryTree, async () => buildTree(await allCategories(app.db)));
}
