import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/editor-services.ts';
import { deleteService, listServices, moveService, saveService } from '../../editor/services.ts';
import { route } from '../../http/route.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';

/** Our services (the site's /services/{id} pages and the footer's list). */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const list = async () => ({ list: await listServices(app.db) });

  route(app, calls.serviceList, list);

  route(app, calls.serviceSave, async ({ body, session, say }) => {
    say(EDITOR_MESSAGES.saved);
    return saveService(app.db, session, body);
  });

  route(app, calls.serviceDelete, async ({ body, session, say }) => {
    await deleteService(app.db, session, body.id);
    say(EDITOR_MESSAGES.deleted);
    return list();
  });

  route(app, calls.serviceMove, async ({ body, session, say }) => {
    await moveService(app.db, session, body.id, body.direction);
    say(EDITOR_MESSAGES.saved);
    return list();
  });
}
