import { sql } from 'kysely';
import { approvalLimitOf, type SpendingLimitPeriod, type SpendingLimitHolder } from '#contract/rules/approval-limit.ts';
import type { Db } from '../db/connect.ts';

/** A buyer and the limit their orders are held to. */
export interface SpendingRule extends SpendingLimitHolder {
  id: number;
  spendingLimitPeriod: SpendingLimitPeriod;
}

const ukMonthOf = (at: ReturnType<typeof sql>) => sql`date_trunc('month', ${at} AT TIME ZONE 'Europe/London')`;

/**
 * What the buyer's orders for the company (cancelled ones aside) came to in a calendar month, UK
 * time: those placed before this order in its month, or, with no order, all of this month's.
 */
async function spentInMonth(db: Db, buyer: SpendingRule, orderId: number | null): Promise<number> {
  const month =
    orderId === null ? ukMonthOf(sql`now()`) : ukMonthOf(sql`(SELECT created_at FROM orders WHERE id = ${orderId})`);
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<string | null>('totalPence').as('spent'))
    .where('userId', '=', buyer.id)
    .where('companyId', '=', buyer.companyId)
    .where('status', '=', 'placed')
    .where(ukMonthOf(sql.ref('created_at')), '=', month)
    .$if(orderId !== null, (q) => q.where('id', '<', orderId!))
    .executeTakeFirstOrThrow();
  return Number(row.spent ?? 0);
}

/**
 * The total above which an order of this buyer waits for an admin's approval, or null when none does:
 * a limit per order is the limit itself; a limit per month is what the month's earlier orders leave of
 * it (for that order, or for an order placed now when orderId is null).
 */
export async function approvalThreshold(db: Db, buyer: SpendingRule, orderId: number | null): Promise<number | null> {
  const limit = approvalLimitOf(buyer);
  if (limit === null || buyer.spendingLimitPeriod === 'order') return limit;
  return Math.max(0, limit - (await spentInMonth(db, buyer, orderId)));
}
