import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/second-factor-reset.ts';
import { adminCompanyOf } from '../accounts/membership.ts';
import { resetByAdmin, resetByCompanyAdmin } from '../auth/second-factor/reset.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import { SECOND_FACTOR_MESSAGES } from '../i18n/second-factor-messages.ts';

/** Resetting a lost second factor (staff admins, company admins) and a company's rule that members have one. */
export async function secondFactorAdminRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.accountSecondFactorReset, async ({ body, session, say }) => {
    await resetByAdmin(app.db, session, body.id);
    say(SECOND_FACTOR_MESSAGES.secondFactorReset);
    return null;
  });

  route(app, calls.teamSecondFactorReset, async ({ body, session, say }) => {
    await resetByCompanyAdmin(app.db, session.userId, await adminCompanyOf(app.db, session.userId), body.id);
    say(SECOND_FACTOR_MESSAGES.secondFactorReset);
    return null;
  });

  route(app, calls.teamSecondFactorRule, async ({ body, session, say }) => {
    const companyId = await adminCompanyOf(app.db, session.userId);
    // The admin is a member too: with the rule on, a session without a second factor could not turn it off.
    if (body.required && !session.secondFactor) throw new ApiError(CODE.conflict, SECOND_FACTOR_MESSAGES.ownFirst);
    await app.db
      .updateTable('companies')
      .set({ requireSecondFactor: body.required })
      .where('id', '=', companyId)
      .execute();
    say(SECOND_FACTOR_MESSAGES.ruleChanged);
    return null;
  });
}
