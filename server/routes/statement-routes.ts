import type { FastifyInstance, FastifyReply } from 'fastify';
import * as calls from '#contract/calls/company-statement.ts';
import { adminCompanyOf } from '../accounts/membership.ts';
import { requireSession } from '../auth/authenticate.ts';
import { requireStaff } from '../auth/staff.ts';
import { loadStatement } from '../back-office/statement-source.ts';
import { loadSeller } from '../documents/seller.ts';
import { statementFileName, statementPdf } from '../documents/statement.ts';
import { route } from '../http/route.ts';
import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';

/** The statement as a PDF attachment in the caller's language; private and changing, so never cached. */
async function sendStatementPdf(db: Db, reply: FastifyReply, companyId: number, month: string, language: Language) {
  const [statement, seller] = await Promise.all([loadStatement(db, companyId, month), loadSeller(db)]);
  const bytes = await statementPdf(statement, seller, language, new Date());
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${statementFileName(companyId, month)}"`)
    .type('application/pdf')
    .send(bytes);
}

/**
 * Monthly statements of account (contract/calls/company-statement.ts): any company's for sales and
 * admins, the caller's own company's for its admins; each as data and as a PDF.
 */
export async function statementRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffCompanyStatement, async ({ body }) => loadStatement(app.db, body.companyId, body.month));
  route(app, calls.companyStatement, async ({ body, session }) => loadStatement(app.db, await adminCompanyOf(app.db, session.userId), body.month));

  app.get(`/${calls.STATEMENT_PDF.staff.path}`, {
    onRequest: async (request) => {
      await requireStaff(request, 'sales');
    },
    schema: { tags: ['staff'], summary: "A company's statement of account for a month as a PDF attachment (sales and admins), in the lang header's language", querystring: calls.STATEMENT_PDF.staff.query },
  }, async (request, reply) => {
    const { companyId, month } = request.query as { companyId: number; month: string };
    return sendStatementPdf(app.db, reply, companyId, month, request.language);
  });

  app.get(`/${calls.STATEMENT_PDF.company.path}`, {
    schema: { tags: ['team'], summary: "The caller's company's statement for a month as a PDF attachment (company admins; 701 without a live session)", querystring: calls.STATEMENT_PDF.company.query },
  }, async (request, reply) => {
    const session = await requireSession(request);
    const companyId = await adminCompanyOf(app.db, session.userId);
    return sendStatementPdf(app.db, reply, companyId, (request.query as { month: string }).month, request.language);
  });
}
