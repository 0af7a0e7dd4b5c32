import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/family-shape.ts';
import { saveFamilyShape } from '../../editor/family-shape.ts';
import { route } from '../../http/route.ts';

/** A family's kind of solid (contract/calls/family-shape.ts). */
export async function familyShapeRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.familyShapeSave, async ({ body, session }) =>
    saveFamilyShape(app.db, session, body.id, body.shape ?? ''),
  );
}
