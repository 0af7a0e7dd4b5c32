import type { RefundRequest } from '#contract/calls/staff-orders.ts';
import { formatPence } from '#contract/format/money.ts';
import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import { refundableShares } from './refundable-shares.ts';
import { finishStaffAction, lockOrderForStaff } from './staff-order.ts';

/**
 * Pays back what an order holds beyond what it owes (all of it once cancelled): money that came
 * after the order was cancelled or already paid (server/payments/stripe-events.ts marks it). Card
 * payments go back through Stripe in the transaction, so a refusal leaves the order as it was; money
 * that came another way is refunded by bank by staff, who record the refund's reference here.
 */
export async function refundOrder(db: Db, staff: EditorSession, request: RefundRequest, gateway: CardGateway | null): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const order = await lockOrderForStaff(tx, request.id, request.version);
    if (order.refundState !== 'toRefund') throw new ApiError(CODE.conflict, STAFF_MESSAGES.nothingToRefund);
    const shares = await refundableShares(tx, order.id);
    const held = shares.reduce((sum, share) => sum + share.amountPence, 0);
    const owed = order.status === 'cancelled' ? held : held - order.totalPence;
    if (owed <= 0) throw new ApiError(CODE.conflict, STAFF_MESSAGES.nothingToRefund);
    const byCard = cardRefunds(shares, owed);
    if (!byCard || !gateway) {
      if (!request.bankReference) throw new ApiError(CODE.badInput, STAFF_MESSAGES.refundReferenceNeeded, { field: 'bankReference' });
    } else {
      for (const share of byCard) {
        try {
          const refundId = await gateway.refundIntent({ intentId: share.intentId, amountPence: share.amountPence, idempotencyKey: `refund-${share.id}-order-${order.id}` });
          await tx.updateTable('payments').set({ stripeRefundId: refundId, updatedAt: new Date() }).where('id', '=', share.id).execute();
        } catch (error) {
          throw new ApiError(CODE.serverError, STAFF_MESSAGES.refundFailed, { cause: (error as Error).message.slice(0, 200) });
        }
      }
    }
    await tx.updateTable('orders').set({ refundState: 'refunded' }).where('id', '=', order.id).execute();
    const reference = byCard && gateway ? '—' : request.bankReference!;
    await recordOrderEvent(tx, order, 'refunded', { staffId: staff.userId, values: { amount: formatPence(owed), reference }, detail: { amountPence: owed, bankReference: byCard && gateway ? null : reference } });
    await finishStaffAction(tx, staff, order, {
      action: 'refund',
      summary: `refunded ${formatPence(owed)}${byCard && gateway ? ' to the card' : ` by bank (${reference})`}`,
      before: { refundState: order.refundState },
      after: { refundState: 'refunded', refundPence: owed },
    });
  });
}

/** The card payments that cover what is owed, each refunded at most its share; null when cards alone do not cover it. */
function cardRefunds(shares: Awaited<ReturnType<typeof refundableShares>>, owed: number): Array<{ id: number; intentId: string; amountPence: number }> | null {
  const refunds: Array<{ id: number; intentId: string; amountPence: number }> = [];
  let left = owed;
  for (const share of shares) {
    if (left === 0) break;
    if (share.method !== 'card' || !share.stripePaymentIntent) return null;
    const amountPence = Math.min(left, share.amountPence);
    refunds.push({ id: share.id, intentId: share.stripePaymentIntent, amountPence });
    left -= amountPence;
  }
  return left === 0 ? refunds : null;
}
