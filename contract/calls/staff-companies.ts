import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { emptyBody, fields, idField, oneOf, text, wholeNumber, yesNo } from '../fields.ts';
import { STAFF_LABELS } from '../i18n/staff-labels.ts';
import { LANGUAGES } from '../i18n/text.ts';
import { STAFF_LIMITS } from '../limits/staff.ts';
import { PAYMENT_TERMS } from '../rules/due-date.ts';
import { pagingFields, Page } from './paging.ts';
import { CompanyCredit, Terms } from './company-credit.ts';
import { StaffOrderRow } from './staff-orders.ts';
import { TaxNumbers } from './tax-numbers.ts';

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

/** Credit waiting for a second administrator's approval (above the threshold, or without a limit). */
export const CreditProposal = T.Object({
  id: T.Integer(),
  creditApproved: T.Boolean(),
  creditLimitPence: orNull(T.Integer()),
  terms: Terms,
  /** The proposer's e-mail address. */
  proposedBy: T.String(),
  proposedAt: T.String({ description: 'ISO 8601' }),
});
export type CreditProposal = T.Static<typeof CreditProposal>;

/** One company: its members, its credit (used, left, overdue) and its latest orders. */
export const StaffCompanyDetail = T.Object({
  id: T.Integer(),
  name: T.String(),
  createdAt: T.String({ description: 'ISO 8601' }),
  credit: CompanyCredit,
  creditProposal: orNull(CreditProposal),
  /** The company's language, its administrator's: its statements are written in it (docs/documents.md). */
  language: enumOf(LANGUAGES),
  /** The VAT and EORI numbers its invoices carry, and how the VAT number was checked. */
  taxNumbers: TaxNumbers,
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
  summary:
    'Approve a company for credit with a limit (pence, incl. VAT) and payment terms, or withdraw it; an order on account over the limit is refused at checkout. A limit above the threshold, or none, is only proposed (awaitingApproval): another administrator approves it; 403 on a company the caller belongs to',
  body: fields({
    id: idField(STAFF_LABELS.company),
    creditApproved: yesNo({ label: { en: 'approved for credit', zh: '信用审批' }, required: true }),
    creditLimitPence: wholeNumber({
      label: { en: 'credit limit', zh: '信用额度' },
      min: 0,
      max: STAFF_LIMITS.amountPenceMax,
    }),
    terms: oneOf({ label: STAFF_LABELS.terms, values: PAYMENT_TERMS }),
  }),
  answer: T.Object({
    id: T.Integer(),
    creditApproved: T.Boolean(),
    creditLimitPence: orNull(T.Integer()),
    terms: Terms,
    usedPence: T.Integer(),
    awaitingApproval: T.Boolean(),
  }),
});
export type CompanySetCreditRequest = T.Static<typeof staffCompanySetCredit.body>;

const creditProposalId = fields({ id: idField({ en: 'proposal', zh: '提议' }) });

export const staffCompanyCreditApprove = defineCall({
  path: 'staff/companyCreditApprove',
  caller: 'admin',
  tag: 'staff',
  summary: "Approve another member of staff's credit proposal (403 for its proposer); answers the company",
  body: creditProposalId,
  answer: StaffCompanyDetail,
});

export const staffCompanyCreditWithdraw = defineCall({
  path: 'staff/companyCreditWithdraw',
  caller: 'sales',
  tag: 'staff',
  summary: 'Withdraw a credit proposal (its proposer or an administrator); answers the company',
  body: creditProposalId,
  answer: StaffCompanyDetail,
});

export const CreditThreshold = T.Object({ secondAdminAbovePence: T.Integer() });
export type CreditThreshold = T.Static<typeof CreditThreshold>;

export const creditThresholdGet = defineCall({
  path: 'staff/creditThresholdGet',
  caller: 'sales',
  tag: 'staff',
  summary: 'The credit limit above which a second administrator must approve',
  body: emptyBody,
  answer: CreditThreshold,
});

export const creditThresholdSave = defineCall({
  path: 'staff/creditThresholdSave',
  caller: 'admin',
  tag: 'staff',
  summary:
    'Set the credit limit above which a second administrator must approve (credit without a limit always needs one)',
  body: fields({
    secondAdminAbovePence: wholeNumber({
      label: { en: 'second approval above', zh: '需二次审批的额度' },
      required: true,
      min: 0,
      max: STAFF_LIMITS.amountPenceMax,
    }),
  }),
  answer: CreditThreshold,
});
