import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/editor-categories.ts';
import { listCategories, saveCategory, setCategoryImage } from '../../editor/categories.ts';
import { route } from '../../http/route.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';
import { storeUpload } from './editor-fields.ts';

/** The category tree: names, order among siblings and pictures (its shape is the catalogue import's). */
export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.categoryList, async () => ({ list: await listCategories(app.db) }));

  route(app, calls.categorySave, async ({ body, session, say }) => {
    say(EDITOR_MESSAGES.saved);
    return saveCategory(app.db, session, body);
  });

  route(app, calls.categoryImage, async ({ body, session, say }) =>
    storeUpload(body, say, (image) => setCategoryImage(app.db, session, body.id, image)),
  );
}
