import type { CreditRefundRequest } from '#contract/calls/staff-credit-refund.ts';
import { formatPence } from '#contract/format/money.ts';
import { parseDispatchLines } from '#contract/limits/staff.ts';
import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { issueCreditNote, type CreditRequest, type IssuedCreditNote } from '../documents/credit-notes.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { announceCreditNote, type CreditMoney } from './credit-note-news.ts';
import { heldBeyondOwed } from './refund-order.ts';
import { cardRefunds, refundableShares, refundToCards } from './refundable-shares.ts';
import { finishStaffAction, lockOrderForStaff, type StaffOrder } from './staff-order.ts';

/**
 * Issues a credit note for an order locked by the caller and gives the money back, in the caller's
 * transaction: what the order then holds beyond what it owes (at most the credit note) goes to the
 * cards it came from through Stripe (a refusal rolls back the credit note too; the key makes a retry
 * refund nothing twice), or is marked for accounts to refund by bank (staff/orderRefund) when it
 * came another way. Unpaid, the credit note only lowers what is due. The buyer is told.
 */
export async function creditAndRefund(
  tx: Db,
  staff: EditorSession,
  order: StaffOrder,
  credit: CreditRequest,
  gateway: CardGateway | null,
): Promise<{ note: IssuedCreditNote; money: CreditMoney }> {
  const note = await issueCreditNote(tx, order.id, credit);
  const shares = await refundableShares(tx, order.id);
  const back = Math.min(note.totalPence, Math.max(0, await heldBeyondOwed(tx, order, shares)));
  const byCard = back > 0 && gateway ? cardRefunds(shares, back) : null;
  let money: CreditMoney = { how: 'reduced', amountPence: note.totalPence };
  if (byCard && gateway) {
    await refundToCards(
      tx,
      gateway,
      order.id,
      byCard,
      (paymentId) => `credit-${note.creditNoteNo}-payment-${paymentId}`,
    );
    money = { how: 'card', amountPence: back };
  } else if (back > 0) {
    await tx.updateTable('orders').set({ refundState: 'toRefund' }).where('id', '=', order.id).execute();
    money = { how: 'toRefund', amountPence: back };
  }
  await announceCreditNote(tx, order, note, money, staff.userId);
  return { note, money };
}

/** What a credit and its refund changed of the order, for the audit record. */
export function creditAudit(order: StaffOrder, note: IssuedCreditNote, money: CreditMoney) {
  return {
    before: { refundState: order.refundState },
    after: {
      refundState: money.how === 'toRefund' ? ('toRefund' as const) : order.refundState,
      creditNoteNo: note.creditNoteNo,
      refundPence: money.how === 'reduced' ? 0 : money.amountPence,
    },
  };
}

/** Staff refund quantities of some lines and/or the delivery charge of an invoiced order, in one transaction (creditAndRefund). */
export async function refundLines(
  db: Db,
  staff: EditorSession,
  request: CreditRefundRequest,
  gateway: CardGateway | null,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const order = await lockOrderForStaff(tx, request.id, request.version);
    if (order.status === 'cancelled') throw new ApiError(CODE.conflict, STAFF_MESSAGES.orderCancelled);
    const { note, money } = await creditAndRefund(
      tx,
      staff,
      order,
      {
        kind: 'refund',
        reason: request.reason,
        staffId: staff.userId,
        lines: request.lines ? parseDispatchLines(request.lines) : [],
        delivery: request.delivery ?? false,
      },
      gateway,
    );
    await finishStaffAction(tx, staff, order, {
      action: 'creditRefund',
      summary: `credit note ${note.creditNoteNo} of ${formatPence(note.totalPence)} (${request.reason.slice(0, 80)}); ${money.how} ${formatPence(money.amountPence)}`,
      ...creditAudit(order, note, money),
    });
  });
}
