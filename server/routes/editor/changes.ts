import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/editor-changes.ts';
import { requireStaff } from '../../auth/staff.ts';
import { listChanges } from '../../editor/change-list.ts';
import { route } from '../../http/route.ts';

/** The audit record of staff changes (editor_changes): each staff role reads the areas it works in. */
export async function changeRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.changeList, async ({ body, request }) =>
    listChanges(app.db, (await requireStaff(request, 'any')).role, body),
  );
}
