import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-companies.ts';
import { setCompanyCredit } from '../../back-office/company-credit.ts';
import { listStaffCompanies, staffCompanyDetail } from '../../back-office/staff-companies.ts';
import { route } from '../../http/route.ts';

/** The companies area of the staff console (contract/calls/staff-companies.ts). */
export async function staffCompanyRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffCompanyList, async ({ body }) => listStaffCompanies(app.db, body));
  route(app, calls.staffCompanyGet, async ({ body }) => staffCompanyDetail(app.db, body.id));
  route(app, calls.staffCompanySetCredit, async ({ body, session }) => setCompanyCredit(app.db, session, body));
}
