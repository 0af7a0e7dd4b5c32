import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/sign-on.ts';
import { route } from '../../http/route.ts';
import { SIGN_ON_MESSAGES } from '../../i18n/sign-on-messages.ts';
import { readCompanySignOn, removeCompanySignOn, saveCompanySignOn } from '../../sign-on/company-sign-on.ts';

/** A company's single sign-on: administrators only (contract/calls/sign-on.ts). */
export async function staffSignOnRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.companySignOnGet, async ({ body }) => readCompanySignOn(app.db, body.id));

  route(app, calls.companySignOnSave, async ({ body, session, say }) => {
    await saveCompanySignOn(app.db, session, app.signOn.key, body);
    say(SIGN_ON_MESSAGES.saved);
    return readCompanySignOn(app.db, body.id);
  });

  route(app, calls.companySignOnRemove, async ({ body, session, say }) => {
    await removeCompanySignOn(app.db, session, body.id);
    say(SIGN_ON_MESSAGES.removed);
    return null;
  });
}
