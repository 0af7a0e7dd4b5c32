import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/company-statement.ts';
import type { Language } from '#contract/i18n/text.ts';
import { companyLanguage } from '../accounts/company-language.ts';
import { adminCompanyOf } from '../accounts/membership.ts';
import { loadStatement } from '../back-office/statement-source.ts';
import type { Db } from '../db/connect.ts';
import { loadSeller } from '../documents/seller.ts';
import { statementFileName, statementPdf } from '../documents/statement.ts';
import { download, type FileAnswer } from '../http/download.ts';
import { route } from '../http/route.ts';

/** The statement as a PDF in the given language. */
async function statementFile(db: Db, companyId: number, month: string, language: Language): Promise<FileAnswer> {
  const [statement, seller] = await Promise.all([loadStatement(db, companyId, month), loadSeller(db)]);
  return {
    bytes: await statementPdf(statement, seller, language, new Date()),
    contentType: 'application/pdf',
    fileName: statementFileName(companyId, month),
  };
}

/**
 * Monthly statements of account (contract/calls/company-statement.ts): any company's for sales and
 * admins, the caller's own company's for its admins; each as data and as a PDF.
 */
export async function statementRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffCompanyStatement, async ({ body }) => loadStatement(app.db, body.companyId, body.month));
  route(app, calls.companyStatement, async ({ body, session }) =>
    loadStatement(app.db, await adminCompanyOf(app.db, session.userId), body.month),
  );
  // The company's document, in its language when staff fetch it (docs/documents.md); its admin's own in the page's.
  download(app, calls.staffCompanyStatementPdf, async ({ query }) =>
    statementFile(app.db, query.companyId, query.month, await companyLanguage(app.db, query.companyId)),
  );
  download(app, calls.companyStatementPdf, async ({ query, session, request }) =>
    statementFile(app.db, await adminCompanyOf(app.db, session.userId), query.month, request.language),
  );
}
