import type { FastifyInstance } from 'fastify';
import { allCategories, buildTree, findCategory, levelThreeUnder, toMenuItem } from '../../catalogue/categories.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/getProductMemuL1', {
    schema: { tags: ['catalogue'], summary: 'Level-1 groups of the product menu', body: emptyBody },
  }, async () => {
    const rows = await app.db.selectFrom('categories').selectAll().where('level', '=', 1).orderBy('sortOrder').execute();
    return ok(rows.map(toMenuItem));
  });

  app.post('/unpri/getProductMemuL3', {
    schema: {
      tags: ['catalogue'],
      summary: 'The level-3 categories under a level-1 group (or any category), with their level-2 group',
      body: fields({ id: idField() }),
    },
  }, async (request) => {
    const { id } = request.body as { id: number };
    const category = await findCategory(app.db, id);
    if (!category) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory);
    return ok(await levelThreeUnder(app.db, category));
  });

  app.post('/unpri/categoryTree', {
    schema: { tags: ['catalogue'], summary: 'The whole category tree, levels 1 to 5, names in en and zh-cn', body: emptyBody },
  }, async () => ok(buildTree(await allCategories(app.db))));
}
