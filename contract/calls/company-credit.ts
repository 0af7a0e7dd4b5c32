import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { emptyBody } from '../fields.ts';
import { PAYMENT_TERMS, type PaymentTerms } from '../rules/due-date.ts';

export const Terms = T.Unsafe<PaymentTerms>({ type: 'string', enum: [...PAYMENT_TERMS] });

/**
 * A company's credit on account, in pence incl. VAT: what checkout's on-account refusal, the buyer's
 * /acPay and the staff console all read (server/shop/credit-limit.ts).
 */
export const CompanyCredit = T.Object({
  companyId: T.Integer(),
  companyName: T.String(),
  approved: T.Boolean(),
  terms: Terms,
  /** null: no limit set. */
  limitPence: orNull(T.Integer()),
  /** What its orders on account still owe. */
  usedPence: T.Integer(),
  /** null without a limit; never below 0. */
  leftPence: orNull(T.Integer()),
  /** Owed on invoices past their due day. */
  overduePence: T.Integer(),
  overdueCount: T.Integer(),
});
export type CompanyCredit = T.Static<typeof CompanyCredit>;

/** The credit as the company's own buyer sees it, and whether they may fetch its monthly statements (its administrator). */
export const BuyerCredit = T.Object({ ...CompanyCredit.properties, statements: T.Boolean() });
export type BuyerCredit = T.Static<typeof BuyerCredit>;

export const companyCredit = defineCall({
  path: 'pri/companyCredit',
  caller: 'buyer',
  tag: 'payments',
  summary:
    "The company's credit limit, what is used and left, and what is overdue; null unless the caller is the company's administrator or pays for its team",
  body: emptyBody,
  answer: orNull(BuyerCredit),
});
