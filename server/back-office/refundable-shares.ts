import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';

export interface RefundableShare {
  paymentId: number;
  method: 'card' | 'bankTransfer' | 'account';
  stripePaymentIntent: string | null;
  /** What is left of the share to give back. */
  amountPence: number;
}

/** The order's shares of succeeded payments with something not refunded yet: card ones first (they go back to the card through Stripe), newest first. */
export async function refundableShares(tx: Db, orderId: number): Promise<RefundableShare[]> {
  const rows = await tx
    .selectFrom('paymentOrders as po')
    .innerJoin('payments as p', 'p.id', 'po.paymentId')
    .select([
      'p.id as paymentId',
      'p.method',
      'p.stripePaymentIntent',
      (eb) => eb('po.amountPence', '-', eb.ref('po.refundedPence')).as('amountPence'),
    ])
    .where('po.orderId', '=', orderId)
    .where('p.state', '=', 'succeeded')
    .whereRef('po.refundedPence', '<', 'po.amountPence')
    .orderBy((eb) => eb.case().when('p.method', '=', 'card').then(0).else(1).end())
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, amountPence: Number(r.amountPence) }));
}

/** The card shares that cover `amountPence`, each refunded at most what is left of it; null when cards alone do not cover it. */
export function cardRefunds(shares: readonly RefundableShare[], amountPence: number): RefundableShare[] | null {
  const refunds: RefundableShare[] = [];
  let left = amountPence;
  for (const share of shares) {
    if (left === 0) break;
    if (share.method !== 'card' || !share.stripePaymentIntent) return null;
    const part = Math.min(left, share.amountPence);
    refunds.push({ ...share, amountPence: part });
    left -= part;
  }
  return left === 0 ? refunds : null;
}

/**
 * Refunds each share through Stripe and records it on the share, in the caller's transaction: a
 * refusal throws (502 for staff) and rolls everything back; the idempotency key (`key` of the
 * payment) makes a retry refund nothing twice.
 */
export async function refundToCards(
  tx: Db,
  gateway: CardGateway,
  orderId: number,
  refunds: readonly RefundableShare[],
  key: (paymentId: number) => string,
): Promise<void> {
  for (const share of refunds) {
    try {
      const refundId = await gateway.refundIntent({
        intentId: share.stripePaymentIntent!,
        amountPence: share.amountPence,
        idempotencyKey: key(share.paymentId),
      });
      await tx
        .updateTable('payments')
        .set({ stripeRefundId: refundId, updatedAt: new Date() })
        .where('id', '=', share.paymentId)
        .execute();
    } catch (error) {
      throw new ApiError(CODE.serverError, STAFF_MESSAGES.refundFailed, {
        cause: (error as Error).message.slice(0, 200),
      });
    }
    await markRefunded(tx, orderId, share.paymentId, share.amountPence);
  }
}

/** Records money given back by bank against the order's shares (all of `amountPence`, in the shares' order). */
export async function recordBankRefund(
  tx: Db,
  orderId: number,
  shares: readonly RefundableShare[],
  amountPence: number,
): Promise<void> {
  let left = amountPence;
  for (const share of shares) {
    if (left === 0) break;
    const part = Math.min(left, share.amountPence);
    await markRefunded(tx, orderId, share.paymentId, part);
    left -= part;
  }
}

function markRefunded(tx: Db, orderId: number, paymentId: number, amountPence: number) {
  return tx
    .updateTable('paymentOrders')
    .set((eb) => ({ refundedPence: eb('refundedPence', '+', amountPence) }))
    .where('paymentId', '=', paymentId)
    .where('orderId', '=', orderId)
    .execute();
}
