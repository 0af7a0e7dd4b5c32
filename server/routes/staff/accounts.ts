import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-accounts.ts';
import { addStaffAccount, changeStaffAccount, listStaffAccounts } from '../../back-office/staff-accounts.ts';
import { route } from '../../http/route.ts';

/** Staff accounts, for admins (contract/calls/staff-accounts.ts). */
export async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffAccountList, async () => listStaffAccounts(app.db));
  route(app, calls.staffAccountAdd, async ({ body, session }) => addStaffAccount(app.db, session, body));
  route(app, calls.staffAccountSetRole, async ({ body, session }) =>
    changeStaffAccount(app.db, session, body.id, { role: body.role }),
  );
  route(app, calls.staffAccountSetDisabled, async ({ body, session }) =>
    changeStaffAccount(app.db, session, body.id, { disabled: body.disabled }),
  );
}
