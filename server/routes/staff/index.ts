import type { FastifyInstance } from 'fastify';
import { staffOrderRoutes } from './orders.ts';

/** The staff console's sales and admin calls (staff/…); each plugin checks the caller's role before the body is read. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [staffOrderRoutes]) await app.register(routes);
}
