import type { CompanyCredit } from '#contract/calls/company-credit.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { isOverdue, type PaymentTerms } from '#contract/rules/due-date.ts';
import { withAmountsLeft } from '../payments/paid-amounts.ts';
import { underAdvisoryLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { formatPence } from '#contract/format/money.ts';

/** The company's payment terms on account. */
export async function termsOf(db: Db, companyId: number | null): Promise<PaymentTerms> {
  if (companyId === null) return 'days30';
  return (await db.selectFrom('companies').select('creditTerms').where('id', '=', companyId).executeTakeFirstOrThrow())
    .creditTerms;
}

/**
 * A company's credit: its limit (null: none set), what its orders invoiced on account still owe (their
 * totals less their credit notes and any money received), what is left, and what is overdue. An invoice stays in it whatever
 * payment method is chosen afterwards: a transfer or a card under way is only money expected.
 */
export async function creditOf(db: Db, companyId: number, now = new Date()): Promise<CompanyCredit> {
  const company = await db
    .selectFrom('companies')
    .select(['name', 'creditApproved', 'creditLimitPence', 'creditTerms'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const invoices = await db
    .selectFrom('orders')
    .select(['id', 'totalPence', 'dueAt'])
    .where('companyId', '=', companyId)
    .where('status', '=', 'placed')
    .where('dueAt', 'is not', null)
    .where('paymentState', '!=', 'paid')
    .execute();
  const owed = (await withAmountsLeft(db, invoices)).map((o) => ({
    owing: o.leftPence,
    overdue: isOverdue(o.dueAt, now),
  }));
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
 * Refuses (409, before anything is written) an order on account that would take the company over its
 * credit limit, saying what is used and what is left. It first takes the company's credit lock, held
 * until the transaction ends: concurrent orders and payments on account of one company wait for each
 * other, on every process, so two of them never spend the same credit.
 */
export async function checkCreditLimit(tx: Db, companyId: number, totalPence: number): Promise<void> {
  const credit = await underAdvisoryLocks(tx, [`credit:${companyId}`], (locked) => creditOf(locked, companyId));
  if (credit.limitPence === null || credit.leftPence === null || totalPence <= credit.leftPence) return;
  throw new ApiError(
    CODE.conflict,
    fillBoth(STAFF_MESSAGES.overCreditLimit, {
      company: credit.companyName,
      limit: formatPence(credit.limitPence),
      used: formatPence(credit.usedPence),
      left: formatPence(credit.leftPence),
    }),
    { limitPence: credit.limitPence, usedPence: credit.usedPence, leftPence: credit.leftPence },
  );
}
