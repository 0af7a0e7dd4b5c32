import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-bank-details.ts';
import { confirmBankDetails, proposeBankDetails, readBankDetails, withdrawBankDetails } from '../../back-office/bank-details.ts';
import { route } from '../../http/route.ts';
import { blanksFor } from '../editor/editor-fields.ts';
import { bankDetailFields, type CompanyBankAccount } from '#contract/calls/editor-company.ts';

/** The bank account buyers pay into: admins only, two of them for a change (docs/back-office.md). */
export async function staffBankDetailRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffBankDetailsGet, async ({ session }) => readBankDetails(app.db, session));

  route(app, calls.staffBankDetailsPropose, async ({ body, session }) => {
    await proposeBankDetails(app.db, session, { ...blanksFor(bankDetailFields), ...body } as CompanyBankAccount);
    return readBankDetails(app.db, session);
  });

  route(app, calls.staffBankDetailsConfirm, async ({ body, session }) => {
    await confirmBankDetails(app.db, session, body);
    return readBankDetails(app.db, session);
  });

  route(app, calls.staffBankDetailsWithdraw, async ({ body, session }) => {
    await withdrawBankDetails(app.db, session, body);
    return readBankDetails(app.db, session);
  });
}
