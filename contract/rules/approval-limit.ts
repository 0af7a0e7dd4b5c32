/** What a spending limit binds: each order, or each calendar month's orders together (UK time). */
export const SPENDING_LIMIT_PERIODS = ['order', 'month'] as const;
export type SpendingLimitPeriod = (typeof SPENDING_LIMIT_PERIODS)[number];

/** Who a company's spending limits bind: its buyers (admins have none), and only those given a limit. */
export interface SpendingLimitHolder {
  companyId: number | null;
  companyRole: string | null;
  spendingLimitPence: number | null;
}

/** The total (incl. VAT, pence) above which this buyer's orders wait for an admin's approval, or null when none do. */
export function approvalLimitOf(buyer: SpendingLimitHolder): number | null {
  return buyer.companyId !== null && buyer.companyRole === 'buyer' ? buyer.spendingLimitPence : null;
}

/** Whether an order of this total waits for approval under that limit (server/shop/approvals.ts; the checkout warns first). */
export function waitsForApproval(limitPence: number | null, totalPence: number): boolean {
  return limitPence !== null && totalPence > limitPence;
}
