import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { fields, idField, oneOf, text, wholeNumber, yesNo } from '../fields.ts';
import { STAFF_LABELS } from '../i18n/staff-labels.ts';
import { LANGUAGES } from '../i18n/text.ts';
import { STAFF_LIMITS } from '../limits/staff.ts';
import { PAYMENT_TERMS } from '../rules/due-date.ts';
import { pagingFields, Page } from './paging.ts';
import { CompanyCredit, Terms } from './company-credit.ts';
import { StaffOrderRow } from './staff-orders.ts';

/** Companies (sales and admins): the list, one company, and its credit approval, limit and payment terms. */

export const StaffCompanyRow = T.Object({
  id: T.Integer(),
  name: T.String(),
  createdAt: T.String({ description: 'ISO 8601' }),
  memberCount: T.Integer(),
  creditApproved: T.Boolean(),
  creditLimitPence: orNull(T.Integer()),
  terms: Terms,
});
export type StaffCompanyRow = T.Static<typeof StaffCompanyRow>;

export const staffCompanyList = defineCall({
  path: 'staff/companyList',
  caller: 'sales',
  tag: 'staff',
  summary: "Companies by name (or a member's name or e-mail), A to Z, paged",
  body: fields({ ...pagingFields, search: text({ label: STAFF_LABELS.search, max: STAFF_LIMITS.search }) }),
  answer: Page(StaffCompanyRow),
});

export const StaffCompanyMember = T.Object({
  id: T.Integer(),
  name: T.String(),
  email: T.String(),
  companyRole: T.Unsafe<'admin' | 'buyer'>({ type: 'string', enum: ['admin', 'buyer'] }),
  disabled: T.Boolean(),
});

/** One company: its members, its credit (used, left, overdue) and its latest orders. */
export const StaffCompanyDetail = T.Object({
  id: T.Integer(),
  name: T.String(),
  createdAt: T.String({ description: 'ISO 8601' }),
  credit: CompanyCredit,
  /** The company's language, its administrator's: its statements are written in it (docs/documents.md). */
  language: enumOf(LANGUAGES),
  members: T.Array(StaffCompanyMember),
  orders: T.Array(StaffOrderRow),
  orderCount: T.Integer(),
});
export type StaffCompanyDetail = T.Static<typeof StaffCompanyDetail>;

export const staffCompanyGet = defineCall({
  path: 'staff/companyGet',
  caller: 'sales',
  tag: 'staff',
  summary: 'One company: members, credit limit, terms, what is used, left and overdue, and its latest orders',
  body: fields({ id: idField(STAFF_LABELS.company) }),
  answer: StaffCompanyDetail,
});

export const staffCompanySetCredit = defineCall({
  path: 'staff/companySetCredit',
  caller: 'sales',
  tag: 'staff',
  summary: 'Approve a company for credit with a limit (pence, incl. VAT) and payment terms, or withdraw it; an order on account over the limit is refused at checkout',
  body: fields({
    id: idField(STAFF_LABELS.company),
    creditApproved: yesNo({ label: { en: 'approved for credit', zh: '信用审批' }, required: true }),
    creditLimitPence: wholeNumber({ label: { en: 'credit limit', zh: '信用额度' }, min: 0, max: STAFF_LIMITS.amountPenceMax }),
    terms: oneOf({ label: STAFF_LABELS.terms, values: PAYMENT_TERMS }),
  }),
  answer: T.Object({ id: T.Integer(), creditApproved: T.Boolean(), creditLimitPence: orNull(T.Integer()), terms: Terms, usedPence: T.Integer() }),
});
