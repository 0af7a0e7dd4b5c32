import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-companies.ts';
import { requireStaff } from '../../auth/staff.ts';
import {
  approveCreditProposal,
  changeCompanyCredit,
  readCreditThreshold,
  saveCreditThreshold,
  withdrawCreditProposal,
} from '../../back-office/credit-approval.ts';
import { refuseOwnCompany } from '../../back-office/separation-of-duties.ts';
import { listStaffCompanies, staffCompanyDetail } from '../../back-office/staff-companies.ts';
import { route } from '../../http/route.ts';
import { DUTIES_MESSAGES } from '../../i18n/duties-messages.ts';

/** The companies area of the staff console (contract/calls/staff-companies.ts), and the credit that takes a second administrator. */
export async function staffCompanyRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffCompanyList, async ({ body }) => listStaffCompanies(app.db, body));
  route(app, calls.staffCompanyGet, async ({ body }) => staffCompanyDetail(app.db, body.id));

  route(app, calls.staffCompanySetCredit, async ({ body, session, say }) => {
    await refuseOwnCompany(app.db, session, body.id);
    const answer = await changeCompanyCredit(app.db, session, body);
    if (answer.awaitingApproval) say(DUTIES_MESSAGES.creditSentForApproval);
    return answer;
  });

  route(app, calls.staffCompanyCreditApprove, async ({ body, session, say }) => {
    const companyId = await approveCreditProposal(app.db, session, body.id);
    say(DUTIES_MESSAGES.creditApproved);
    return staffCompanyDetail(app.db, companyId);
  });

  route(app, calls.staffCompanyCreditWithdraw, async ({ body, request, say }) => {
    const companyId = await withdrawCreditProposal(app.db, await requireStaff(request, 'sales'), body.id);
    say(DUTIES_MESSAGES.proposalWithdrawn);
    return staffCompanyDetail(app.db, companyId);
  });

  route(app, calls.creditThresholdGet, async () => readCreditThreshold(app.db));
  route(app, calls.creditThresholdSave, async ({ body, session }) => saveCreditThreshold(app.db, session, body));
}
