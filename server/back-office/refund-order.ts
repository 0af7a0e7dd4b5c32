import type { RefundRequest } from '#contract/calls/staff-orders.ts';
import { formatPence } from '#contract/format/money.ts';
import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { creditedPence } from '../payments/paid-amounts.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import {
  cardRefunds,
  recordBankRefund,
  refundableShares,
  refundToCards,
  type RefundableShare,
} from './refundable-shares.ts';
import { finishStaffAction, lockOrderForStaff, type StaffOrder } from './staff-order.ts';

/** What the order holds beyond what it owes: its total less its credit notes (nothing once cancelled). */
export async function heldBeyondOwed(tx: Db, order: StaffOrder, shares: readonly RefundableShare[]): Promise<number> {
  const held = shares.reduce((sum, share) => sum + share.amountPence, 0);
  if (order.status === 'cancelled') return held;
  const credited = (await creditedPence(tx, [order.id])).get(order.id) ?? 0;
  return held - Math.max(0, order.totalPence - credited);
}

/**
 * Pays back what an order holds beyond what it owes (all of it once cancelled): money that came
 * after the order was cancelled or already paid (server/payments/stripe-events.ts marks it), or the
 * part of a credit note accounts were to refund. Card payments go back through Stripe in the
 * transaction, so a refusal leaves the order as it was; money that came another way is refunded by
 * bank by staff, who record the refund's reference here.
 */
export async function refundOrder(
  db: Db,
  staff: EditorSession,
  request: RefundRequest,
  gateway: CardGateway | null,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const order = await lockOrderForStaff(tx, request.id, request.version);
    if (order.refundState !== 'toRefund') throw new ApiError(CODE.conflict, STAFF_MESSAGES.nothingToRefund);
    const shares = await refundableShares(tx, order.id);
    const owed = await heldBeyondOwed(tx, order, shares);
    if (owed <= 0) throw new ApiError(CODE.conflict, STAFF_MESSAGES.nothingToRefund);
    const byCard = gateway ? cardRefunds(shares, owed) : null;
    if (byCard && gateway) {
      await refundToCards(tx, gateway, order.id, byCard, (paymentId) => `refund-${paymentId}-order-${order.id}`);
    } else {
      if (!request.bankReference)
        throw new ApiError(CODE.badInput, STAFF_MESSAGES.refundReferenceNeeded, { field: 'bankReference' });
      await recordBankRefund(tx, order.id, shares, owed);
    }
    await tx.updateTable('orders').set({ refundState: 'refunded' }).where('id', '=', order.id).execute();
    const reference = byCard ? '—' : request.bankReference!;
    await recordOrderEvent(tx, order, 'refunded', {
      staffId: staff.userId,
      values: { amount: formatPence(owed), reference },
      detail: { amountPence: owed, bankReference: byCard ? null : reference },
    });
    await finishStaffAction(tx, staff, order, {
      action: 'refund',
      summary: `refunded ${formatPence(owed)}${byCard ? ' to the card' : ` by bank (${reference})`}`,
      before: { refundState: order.refundState },
      after: { refundState: 'refunded', refundPence: owed },
    });
  });
}
