import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-customers.ts';
import { setCustomerDisabled } from '../../back-office/customer-access.ts';
import { refuseOwnCustomer } from '../../back-office/separation-of-duties.ts';
import { listStaffCustomers, staffCustomerDetail } from '../../back-office/staff-customers.ts';
import { route } from '../../http/route.ts';

/** The customers area of the staff console (contract/calls/staff-customers.ts). */
export async function staffCustomerRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffCustomerList, async ({ body }) => listStaffCustomers(app.db, body));
  route(app, calls.staffCustomerGet, async ({ body }) => staffCustomerDetail(app.db, body.id));
  route(app, calls.staffCustomerSetDisabled, async ({ body, session }) => {
    await refuseOwnCustomer(app.db, session, body.id);
    return setCustomerDisabled(app.db, session, body.id, body.disabled);
  });
}
