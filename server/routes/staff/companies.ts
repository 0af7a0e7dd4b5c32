import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-companies.ts';
import { setCompanyCredit } from '../../back-office/company-credit.ts';
import { route } from '../../http/route.ts';

/** The companies area of the staff console (contract/calls/staff-companies.ts). */
export async function staffCompanyRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffCompanySetCredit, async ({ body, session }) => setCompanyCredit(app.db, session, body));
}
