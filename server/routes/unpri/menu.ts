import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/menu.ts';
import { allCategories, buildTree, findCategory, levelThreeUnder, toMenuItem } from '../../catalogue/categories.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.getProductMemuL1, async () => {
    const rows = await app.db.selectFrom('categories').selectAll().where('level', '=', 1).orderBy('sortOrder').execute();
    return rows.map(toMenuItem);
  });

  route(app, calls.getProductMemuL3, async ({ body: { id } }) => {
    const category = await findCategory(app.db, id);
    if (!category) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory);
    return levelThreeUnder(app.db, category);
  });

  route(app, calls.categoryTree, async () => buildTree(await allCategories(app.db)));
}
