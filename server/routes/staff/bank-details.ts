import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-bank-details.ts';
import {
  confirmBankDetails,
  proposeBankDetails,
  readBankDetails,
  withdrawBankDetails,
} from '../../back-office/bank-details.ts';
import { route } from '../../http/route.ts';
import { DUTIES_MESSAGES } from '../../i18n/duties-messages.ts';
import { blanksFor } from '../editor/editor-fields.ts';

/** The bank account buyers pay into: administrators only, two of them to change it (contract/calls/staff-bank-details.ts). */
export async function staffBankDetailsRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.bankDetailsGet, async () => readBankDetails(app.db));

  route(app, calls.bankDetailsPropose, async ({ body, session, say }) => {
    await proposeBankDetails(app.db, session, { ...blanksFor(calls.bankDetailsFields), ...body });
    say(DUTIES_MESSAGES.bankProposed);
    return readBankDetails(app.db);
  });

  route(app, calls.bankDetailsConfirm, async ({ body, session, say }) => {
    await confirmBankDetails(app.db, session, body.id);
    say(DUTIES_MESSAGES.bankConfirmed);
    return readBankDetails(app.db);
  });

  route(app, calls.bankDetailsWithdraw, async ({ body, session, say }) => {
    await withdrawBankDetails(app.db, session, body.id);
    say(DUTIES_MESSAGES.proposalWithdrawn);
    return readBankDetails(app.db);
  });
}
