import type { PaymentMethod, PaymentOptions } from '#contract/calls/orders.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { approvalThreshold } from './spending-limit.ts';

/** Whether the buyer, with a verified address, belongs to a company approved for credit (pay on account, invoice at 30 days). */
export async function hasCredit(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.companyId')
    .select('c.creditApproved')
    .where('u.id', '=', userId)
    .where('u.emailVerifiedAt', 'is not', null)
    .executeTakeFirst();
  return row?.creditApproved === true;
}

export async function paymentOptions(db: Db, userId: number, gateway: CardGateway | null): Promise<PaymentOptions> {
  const buyer = await db
    .selectFrom('users')
    .select(['id', 'companyId', 'companyRole', 'spendingLimitPence', 'spendingLimitPeriod'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    card: gateway !== null,
    account: await hasCredit(db, userId),
    bankTransfer: true,
    stripePublishableKey: gateway?.publishableKey ?? null,
    approvalAbovePence: await approvalThreshold(db, buyer, null),
  };
}

/** Refuses a method this buyer cannot use: on account without credit, card when it is not set up. */
export async function checkMethodAllowed(
  db: Db,
  userId: number,
  method: PaymentMethod,
  gateway: CardGateway | null,
): Promise<void> {
  if (method === 'account' && !(await hasCredit(db, userId)))
    throw new ApiError(CODE.forbidden, MESSAGES.accountNotAllowed);
  if (method === 'card' && !gateway) throw new ApiError(CODE.conflict, MESSAGES.cardNotSetUp);
}
