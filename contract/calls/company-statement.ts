import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { defineDownload } from '../download.ts';
import { fields, idField, text } from '../fields.ts';

/**
 * A company's monthly statement of its account (orders invoiced on account, payments against them):
 * opening balance, the month's invoices and payments with a running balance, closing balance and
 * what is overdue. Staff fetch any company's; a company's admins their own. Money in pence.
 */

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_LABEL = { en: 'month', zh: '月份' };
const COMPANY_LABEL = { en: 'company', zh: '公司' };
const month = text({
  label: MONTH_LABEL,
  required: true,
  max: 7,
  pattern: MONTH_PATTERN,
  patternMessage: { en: 'Month must be written as YYYY-MM, e.g. 2026-11', zh: '月份格式应为 YYYY-MM，例如 2026-11' },
});

export const StatementEntry = T.Object({
  /** YYYY-MM-DD (UK). */
  day: T.String(),
  kind: T.Union([T.Literal('invoice'), T.Literal('payment'), T.Literal('creditNote')]),
  orderNo: T.String(),
  /** An invoice's number (INV-2026-000123), a credit note's (CN-2026-000045), or the bank's reference of a payment ('' for a card payment). */
  reference: T.String(),
  /** An invoice's due day, YYYY-MM-DD. */
  dueOn: orNull(T.String()),
  debitPence: T.Integer(),
  creditPence: T.Integer(),
  balancePence: T.Integer(),
});
export type StatementEntry = T.Static<typeof StatementEntry>;

export const Statement = T.Object({
  companyId: T.Integer(),
  companyName: T.String(),
  month: T.String(),
  /** The month's first and last day, YYYY-MM-DD. */
  from: T.String(),
  to: T.String(),
  openingPence: T.Integer(),
  entries: T.Array(StatementEntry),
  closingPence: T.Integer(),
  /** Of the closing balance, what was past its due day at the end of the month (or today, if sooner). */
  overduePence: T.Integer(),
});
export type Statement = T.Static<typeof Statement>;

export const staffCompanyStatement = defineCall({
  path: 'staff/companyStatement',
  caller: 'sales',
  tag: 'staff',
  summary:
    "A company's statement of account for a month (YYYY-MM); the PDF is GET staff/companyStatementPdf with the same fields",
  body: fields({ companyId: idField(COMPANY_LABEL), month }),
  answer: Statement,
});

export const companyStatement = defineCall({
  path: 'pri/companyStatement',
  caller: 'buyer',
  tag: 'team',
  summary:
    "The caller's company's statement of account for a month (company admins; 403 for a buyer, 404 without a company); the PDF is GET pri/companyStatementPdf?month=",
  body: fields({ month }),
  answer: Statement,
});

/**
 * The PDFs: GET, so a link or the browser saves them; the same fields as query parameters. Staff's is
 * in the company's language (its administrator's, staff/companyGet's `language`); the admin's own in the lang header's.
 */
export const staffCompanyStatementPdf = defineDownload({
  path: 'staff/companyStatementPdf',
  caller: 'sales',
  tag: 'staff',
  summary: "A company's statement of account for a month as a PDF attachment",
  query: fields({ companyId: idField(COMPANY_LABEL), month }, { allowUnknown: true }),
  contentTypes: ['application/pdf'],
  disposition: 'attachment',
  cache: 'privateNoStore',
});

export const companyStatementPdf = defineDownload({
  path: 'pri/companyStatementPdf',
  caller: 'buyer',
  tag: 'team',
  summary: "The caller's company's statement of account for a month as a PDF attachment (company admins)",
  query: fields({ month }, { allowUnknown: true }),
  contentTypes: ['application/pdf'],
  disposition: 'attachment',
  cache: 'privateNoStore',
});
