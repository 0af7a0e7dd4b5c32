import { fillBoth } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { formatPence } from '#contract/format/money.ts';

/** A company's credit: its limit (null: none set), and what its orders on account still owe. */
export async function creditOf(db: Db, companyId: number): Promise<{ name: string; limitPence: number | null; usedPence: number }> {
  const company = await db.selectFrom('companies').select(['name', 'creditLimitPence']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const used = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('totalPence'), eb.val('0')).as('used'))
    .where('companyId', '=', companyId)
    .where('status', '=', 'placed')
    .where('paymentState', '=', 'onAccount')
    .executeTakeFirstOrThrow();
  return { name: company.name, limitPence: company.creditLimitPence, usedPence: Number(used.used) };
}

/**
 * Refuses (409, before anything is written) an order on account that would take the buyer's
 * company over its credit limit, saying what is used and what is left.
 */
export async function checkCreditLimit(db: Db, userId: number, totalPence: number): Promise<void> {
  const user = await db.selectFrom('users').select('companyId').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.companyId === null) return;
  const credit = await creditOf(db, user.companyId);
  if (credit.limitPence === null || credit.usedPence + totalPence <= credit.limitPence) return;
  const left = Math.max(0, credit.limitPence - credit.usedPence);
  throw new ApiError(
    CODE.conflict,
    fillBoth(STAFF_MESSAGES.overCreditLimit, { company: credit.name, limit: formatPence(credit.limitPence), used: formatPence(credit.usedPence), left: formatPence(left) }),
    { limitPence: credit.limitPence, usedPence: credit.usedPence },
  );
}
