import type { CancelRequest } from '#contract/calls/staff-orders.ts';
import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import type { RefundStateColumn } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { inBothLanguages } from '../i18n/team-messages.ts';
import { ORDER_PROGRESS_INBOX } from '../i18n/order-progress-inbox.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { returnReservedStock } from '../shop/approvals.ts';
import { formatPence } from '#contract/format/money.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import { cardRefunds, refundableShares, refundToCards } from './refundable-shares.ts';
import { announceCreditNote } from './credit-note-news.ts';
import { creditRestOfInvoice } from '../documents/credit-notes.ts';
import { finishStaffAction, lockOrderForStaff, type StaffOrder } from './staff-order.ts';

/** What the buyer is told about their money, by how it was paid. */
const REFUND_TEXT = {
  none: { en: 'Nothing was paid, so nothing is refunded.', zh: '您尚未付款，因此无需退款。' },
  refunded: {
    en: 'Your card payment of {amount} has been refunded; it reaches your account in 5 to 10 days.',
    zh: '您的银行卡付款 {amount} 已退款，将在 5 至 10 天内退回您的账户。',
  },
  toRefund: {
    en: 'We will refund the {amount} you paid to the account it came from.',
    zh: '我们会将您已支付的 {amount} 退回原付款账户。',
  },
} as const;

/**
 * Refunds the order's share of its card payments through Stripe (in the transaction, so a refusal
 * leaves the order as it was; the idempotency key makes a retry refund nothing twice). Money that
 * came another way is marked for accounts to refund.
 */
async function refund(
  tx: Db,
  order: StaffOrder,
  gateway: CardGateway | null,
): Promise<{ state: RefundStateColumn; amountPence: number }> {
  const shares = await refundableShares(tx, order.id);
  const amountPence = shares.reduce((sum, s) => sum + s.amountPence, 0);
  if (amountPence === 0) return { state: 'none', amountPence };
  const byCard = cardRefunds(shares, amountPence);
  if (!byCard || !gateway) return { state: 'toRefund', amountPence };
  await refundToCards(tx, gateway, order.id, byCard, (paymentId) => `refund-${paymentId}-order-${order.id}`);
  return { state: 'refunded', amountPence };
}

/**
 * Staff cancel an order nothing of which has been dispatched: its reserved stock goes back, a paid
 * card order is refunded through Stripe, a transfer or on-account one is marked for refund, open
 * payments of this order alone are closed, an invoiced order gets a credit note of what its invoice
 * still charges, and the buyer is told why.
 */
export function cancelOrder(
  db: Db,
  staff: EditorSession,
  request: CancelRequest,
  gateway: CardGateway | null,
): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const order = await lockOrderForStaff(tx, request.id, request.version);
    if (order.status === 'cancelled') throw new ApiError(CODE.conflict, STAFF_MESSAGES.orderCancelled);
    if (order.deliveryState !== 'processing') throw new ApiError(CODE.conflict, STAFF_MESSAGES.dispatchedCannotCancel);
    const refunded = await refund(tx, order, gateway);
    await tx
      .updateTable('orders')
      .set({ status: 'cancelled', refundState: refunded.state })
      .where('id', '=', order.id)
      .execute();
    await returnReservedStock(tx, order.id);
    const closed = await tx
      .updateTable('payments')
      .set({ state: 'replaced', updatedAt: new Date() })
      .where('orderId', '=', order.id)
      .where('state', 'in', ['pending', 'failed', 'awaitingTransfer'])
      .returning('stripePaymentIntent')
      .execute();
    const amount = formatPence(refunded.amountPence);
    const message = inBothLanguages(ORDER_PROGRESS_INBOX.cancelled, { refund: REFUND_TEXT[refunded.state] });
    await recordOrderEvent(tx, order, 'cancelled', {
      staffId: staff.userId,
      message,
      values: { reason: request.reason, amount },
      detail: { reason: request.reason, refund: refunded },
    });
    // Cancelled after its invoice: a credit note takes back what the invoice still charges.
    const note = await creditRestOfInvoice(tx, order.id, {
      kind: 'cancellation',
      reason: request.reason,
      staffId: staff.userId,
    });
    if (note)
      await announceCreditNote(
        tx,
        order,
        note,
        {
          how: refunded.state === 'refunded' ? 'card' : refunded.state === 'toRefund' ? 'toRefund' : 'reduced',
          amountPence: refunded.amountPence,
        },
        staff.userId,
      );
    await finishStaffAction(tx, staff, order, {
      action: 'cancel',
      summary: `cancelled (${request.reason.slice(0, 80)}); refund ${refunded.state}`,
      before: { status: order.status, refundState: order.refundState },
      after: { status: 'cancelled', refundState: refunded.state, refundPence: refunded.amountPence },
    });
    return closed.flatMap((p) => (p.stripePaymentIntent ? [p.stripePaymentIntent] : []));
  });
}
