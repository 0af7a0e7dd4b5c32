import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-punch-out.ts';
import { route } from '../../http/route.ts';
import { addConnection, listConnections, removeConnection } from '../../punch-out/connections.ts';

/** Punch-out connections in the staff console (contract/calls/staff-punch-out.ts): admins only. */
export async function staffPunchOutRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffPunchOutList, async () => listConnections(app.db));
  route(app, calls.staffPunchOutAdd, async ({ body, session }) => addConnection(app.db, session, body));
  route(app, calls.staffPunchOutRemove, async ({ body, session }) => removeConnection(app.db, session, body.id));
}
