import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/editor-changes.ts';
import { listChanges } from '../../editor/change-list.ts';
import { route } from '../../http/route.ts';

/** The audit record of every staff change (editor_changes): editors' content, sales' order actions. Any staff role may read it. */
export async function changeRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.changeList, async ({ body }) => listChanges(app.db, body));
}
