import * as calls from '#contract/calls/company-credit.ts';
import { companyStatementPdf as statementPdf } from '#contract/calls/company-statement.ts';
import { call, fetchFile } from './call.ts';

/** The company's credit on account for /acPay (contract/calls/company-credit.ts). */
export const companyCredit = () => call(calls.companyCredit, {});

/** The company's statement of account for a month, as a PDF (its administrator only). */
export const companyStatementPdf = (month: string) => fetchFile(statementPdf, { month }, `statement-${month}.pdf`);
