import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/editor-company.ts';
import { readCompanyInfo, saveCompanyInfo } from '../../editor/company-info.ts';
import { route } from '../../http/route.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';
import { blanksFor } from './editor-fields.ts';

/** The company's details: what the footer, the Contact page and documents show (the bank account is routes/staff/bank-details.ts's). */
export async function companyInfoRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.companyInfoGet, async () => readCompanyInfo(app.db));

  route(app, calls.companyInfoSave, async ({ body, session, say }) => {
    say(EDITOR_MESSAGES.saved);
    return saveCompanyInfo(app.db, session, { ...blanksFor(calls.companyInfoFields), ...body });
  });
}
