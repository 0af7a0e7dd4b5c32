import type { CompanyCredit } from '#contract/calls/company-credit.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { isOverdue, type PaymentTerms } from '#contract/rules/due-date.ts';
import { paidPence } from '../back-office/paid-amounts.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { formatPence } from '#contract/format/money.ts';

/** The company's payment terms on account. */
export async function termsOf(db: Db, companyId: number | null): Promise<PaymentTerms> {
  if (companyId === null) return 'days30';
  return (await db.selectFrom('companies').select('creditTerms').where('id', '=', companyId).executeTakeFirstOrThrow()).creditTerms;
}

/**
 * A company's credit: its limit (null: none set), what its orders on account still owe (their totals
 * less any transfer received), what is left, and what is overdue.
 */
export async function creditOf(db: Db, companyId: number, now = new Date()): Promise<CompanyCredit> {
  const company = await db.selectFrom('companies').select(['name', 'creditApproved', 'creditLimitPence', 'creditTerms']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const invoices = await db
    .selectFrom('orders')
    .select(['id', 'totalPence', 'dueAt'])
    .where('companyId', '=', companyId)
    .where('status', '=', 'placed')
    .where('paymentState', '=', 'onAccount')
    .execute();
  const paid = await paidPence(db, invoices.map((o) => o.id));
  const owed = invoices.map((o) => ({ owing: Math.max(0, o.totalPence - (paid.get(o.id) ?? 0)), overdue: isOverdue(o.dueAt, now) }));
  const overdue = owed.filter((o) => o.overdue && o.owing > 0);
  const usedPence = owed.reduce((sum, o) => sum + o.owing, 0);
  const limitPence = company.creditLimitPence;
  return {
    companyId,
    companyName: company.name,
    approved: company.creditApproved,
    terms: company.creditTerms,
    limitPence,
    usedPence,
    leftPence: limitPence === null ? null : Math.max(0, limitPence - usedPence),
    overduePence: overdue.reduce((sum, o) => sum + o.owing, 0),
    overdueCount: overdue.length,
  };
}

/**
 * Refuses (409, before anything is written) an order on account that would take the buyer's
 * company over its credit limit, saying what is used and what is left.
 */
export async function checkCreditLimit(db: Db, userId: number, totalPence: number): Promise<void> {
  const user = await db.selectFrom('users').select('companyId').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.companyId === null) return;
  const credit = await creditOf(db, user.companyId);
  if (credit.limitPence === null || credit.leftPence === null || totalPence <= credit.leftPence) return;
  throw new ApiError(
    CODE.conflict,
    fillBoth(STAFF_MESSAGES.overCreditLimit, { company: credit.companyName, limit: formatPence(credit.limitPence), used: formatPence(credit.usedPence), left: formatPence(credit.leftPence) }),
    { limitPence: credit.limitPence, usedPence: credit.usedPence, leftPence: credit.leftPence },
  );
}
