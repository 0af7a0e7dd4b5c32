import type { TransferReceivedRequest } from '#contract/calls/staff-orders.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import type { PaymentStateColumn } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { replaceOpenPayments } from '../payments/replace-open-payments.ts';
import { formatPence } from '#contract/format/money.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import { withAmountsLeft } from '../payments/paid-amounts.ts';
import { finishStaffAction, lockOrderForStaff, requireLiveOrder } from './staff-order.ts';
import { ukDay } from '#contract/format/dates.ts';
import { issueInvoice } from '../documents/invoice-numbers.ts';

/** Payment states in which money may still come in by transfer. */
const RECEIVABLE: readonly PaymentStateColumn[] = ['unpaid', 'failed', 'awaitingTransfer', 'onAccount'];

/** Today as a UK calendar day (YYYY-MM-DD). */

/** The orders a transfer for this order pays: those of the team transfer it waits on (this one first), or itself. */
async function ordersPaidTogether(tx: Db, orderId: number): Promise<number[]> {
  const team = await tx
    .selectFrom('payments as p')
    .innerJoin('paymentOrders as po', 'po.paymentId', 'p.id')
    .select('p.id')
    .where('po.orderId', '=', orderId)
    .where('p.orderId', 'is', null)
    .where('p.method', '=', 'bankTransfer')
    .where('p.state', '=', 'awaitingTransfer')
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
  if (!team) return [orderId];
  const rows = await tx
    .selectFrom('paymentOrders')
    .select('orderId')
    .where('paymentId', '=', team.id)
    .orderBy('orderId')
    .execute();
  return [orderId, ...rows.map((r) => r.orderId).filter((id) => id !== orderId)];
}

/**
 * Staff mark a bank transfer received (amount, day, bank reference). It pays this order, or all the
 * orders of the team transfer it waits on, in turn: an order covered in full is paid (and the other
 * open payments of the paid orders are replaced, as a card payment does); a part payment leaves the
 * rest due. More than is due is refused. Answers the card intents to cancel once committed.
 */
export function markTransferReceived(
  db: Db,
  staff: EditorSession,
  request: TransferReceivedRequest,
): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const order = await lockOrderForStaff(tx, request.id, request.version);
    requireLiveOrder(order);
    if (!RECEIVABLE.includes(order.paymentState)) throw new ApiError(CODE.conflict, STAFF_MESSAGES.notDue);
    if (request.receivedOn > ukDay())
      throw new ApiError(CODE.badInput, STAFF_MESSAGES.receivedInFuture, { field: 'receivedOn' });

    const ids = await ordersPaidTogether(tx, order.id);
    const locked = await tx
      .selectFrom('orders')
      .select(['id', 'orderNo', 'userId', 'totalPence', 'status', 'paymentState', 'staffVersion'])
      .where('id', 'in', ids)
      .forUpdate()
      .execute();
    const left = await withAmountsLeft(tx, locked);
    const owing = ids
      .map((id) => left.find((o) => o.id === id)!)
      .filter((o) => o.status === 'placed' && RECEIVABLE.includes(o.paymentState))
      .map((o) => ({ ...o, duePence: o.leftPence }))
      .filter((o) => o.duePence > 0);
    const due = owing.reduce((sum, o) => sum + o.duePence, 0);
    if (due === 0) throw new ApiError(CODE.conflict, STAFF_MESSAGES.notDue);
    if (request.amountPence > due)
      throw new ApiError(CODE.conflict, fillBoth(STAFF_MESSAGES.moreThanDue, { due: formatPence(due) }), {
        duePence: due,
      });

    let rest = request.amountPence;
    const shares = owing.flatMap((o) => {
      const share = Math.min(rest, o.duePence);
      rest -= share;
      return share > 0 ? [{ order: o, share }] : [];
    });
    const payment = await tx
      .insertInto('payments')
      .values({
        orderId: shares.length === 1 ? order.id : null,
        paidBy: null,
        method: 'bankTransfer',
        state: 'succeeded',
        amountPence: request.amountPence,
        stripePaymentIntent: null,
        failureMessage: null,
        receivedOn: request.receivedOn,
        bankReference: request.bankReference,
        recordedBy: staff.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('paymentOrders')
      .values(shares.map((s) => ({ paymentId: payment.id, orderId: s.order.id, amountPence: s.share })))
      .execute();

    const settled: number[] = [];
    for (const { order: o, share } of shares) {
      const detail = { amountPence: share, receivedOn: request.receivedOn, bankReference: request.bankReference };
      if (share === o.duePence) {
        await tx
          .updateTable('orders')
          .set({ paymentState: 'paid', paidAt: new Date() })
          .where('id', '=', o.id)
          .execute();
        // The day the money arrived is the tax point; the VAT invoice is issued now.
        await issueInvoice(tx, o.id, request.receivedOn);
        await recordOrderEvent(tx, o, 'paymentReceived', { staffId: staff.userId, detail });
        settled.push(o.id);
      } else {
        await recordOrderEvent(tx, o, 'transferReceived', {
          staffId: staff.userId,
          detail,
          values: { amount: formatPence(share), due: formatPence(o.duePence - share) },
        });
      }
      if (o.id !== order.id)
        await tx
          .updateTable('orders')
          .set({ staffVersion: o.staffVersion + 1 })
          .where('id', '=', o.id)
          .execute();
    }
    const replacedIntents = await replaceOpenPayments(tx, payment.id, settled);
    await finishStaffAction(tx, staff, order, {
      action: 'transferReceived',
      summary: `transfer of ${formatPence(request.amountPence)} received (${request.bankReference || 'no reference'})`,
      before: { paymentState: order.paymentState, duePence: due },
      after: {
        paidOrders: shares.filter((s) => settled.includes(s.order.id)).map((s) => s.order.orderNo),
        duePence: due - request.amountPence,
      },
    });
    return replacedIntents;
  });
}
