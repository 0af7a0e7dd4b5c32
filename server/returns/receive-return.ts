import type { StaffReturnReceiveBody } from '#contract/calls/staff-returns.ts';
import { formatPence } from '#contract/format/money.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { parseDispatchLines } from '#contract/limits/staff.ts';
import { sql } from 'kysely';
import type { EditorSession } from '../auth/editor.ts';
import { creditAndRefund, creditAudit } from '../back-office/credit-refund.ts';
import { finishStaffAction, orderLink } from '../back-office/staff-order.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { RETURN_MESSAGES } from '../i18n/return-messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import { lockReturnForMove } from './lock-return.ts';
import { returnLinesText } from './request-return.ts';

type Lines = Array<{ lineNo: number; quantity: number }>;

const refuse = (text: { en: string; zh: string }, values: Record<string, number>, field: string) =>
  new ApiError(CODE.badInput, fillBoth(text, values), { field });

/** The quantities received and fit to resell, each checked against the return's lines. */
function checkedQuantities(
  asked: ReadonlyArray<{ lineNo: number; quantity: number }>,
  received: Lines,
  resaleable: Lines,
) {
  for (const line of received) {
    const ask = asked.find((a) => a.lineNo === line.lineNo);
    if (!ask) throw refuse(RETURN_MESSAGES.notInReturn, { lineNo: line.lineNo }, 'received');
    if (line.quantity > ask.quantity)
      throw refuse(RETURN_MESSAGES.tooManyReceived, { lineNo: line.lineNo, asked: ask.quantity }, 'received');
  }
  for (const line of resaleable) {
    const got = received.find((r) => r.lineNo === line.lineNo)?.quantity ?? 0;
    if (line.quantity > got)
      throw refuse(RETURN_MESSAGES.resaleableBeyondReceived, { lineNo: line.lineNo, received: got }, 'resaleable');
  }
}

/**
 * Sales mark an approved return's goods received (all or part) and how many are fit to resell, in
 * one transaction: the resaleable ones go back on the shelf, and what came back is credited less the
 * reason's restocking fee by the same credit note and refund as staff/orderCreditRefund
 * (server/back-office/credit-refund.ts). The return's lock makes a second receive at once wait and
 * then be refused, so one return makes one credit note. Audited on the order.
 */
export async function receiveReturn(
  db: Db,
  staff: EditorSession,
  body: StaffReturnReceiveBody,
  gateway: CardGateway | null,
): Promise<void> {
  const received = parseDispatchLines(body.received);
  const resaleable = body.resaleable ? parseDispatchLines(body.resaleable) : [];
  await db.transaction().execute(async (tx) => {
    const { row, order, to } = await lockReturnForMove(tx, body.id, body.version, 'receive');
    const asked = await tx
      .selectFrom('returnLines')
      .select(['lineNo', 'quantity'])
      .where('returnId', '=', row.id)
      .execute();
    checkedQuantities(asked, received, resaleable);
    for (const line of asked) {
      await tx
        .updateTable('returnLines')
        .set({
          receivedQty: received.find((r) => r.lineNo === line.lineNo)?.quantity ?? 0,
          resaleableQty: resaleable.find((r) => r.lineNo === line.lineNo)?.quantity ?? 0,
        })
        .where('returnId', '=', row.id)
        .where('lineNo', '=', line.lineNo)
        .execute();
    }
    for (const line of resaleable) {
      await tx
        .updateTable('variants')
        .set({ stock: sql`stock + ${line.quantity}` })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('orderLines')
            .select('variantId')
            .where('orderId', '=', order.id)
            .where('lineNo', '=', line.lineNo),
        )
        .execute();
    }
    const { percent } = await tx
      .selectFrom('restockingFees')
      .select('percent')
      .where('reason', '=', row.reason)
      .executeTakeFirstOrThrow();
    const { note, money } = await creditAndRefund(
      tx,
      staff,
      order,
      {
        kind: 'return',
        reason: row.returnNo ?? '',
        staffId: staff.userId,
        lines: received,
        delivery: false,
        restockingFeePercent: percent,
      },
      gateway,
    );
    await tx
      .updateTable('returns')
      .set({
        state: to,
        restockingFeePercent: percent,
        creditNoteId: note.id,
        receivedAt: new Date(),
        receivedBy: staff.userId,
        version: row.version + 1,
      })
      .where('id', '=', row.id)
      .execute();
    await recordOrderEvent(tx, order, 'returnReceived', {
      staffId: staff.userId,
      values: {
        returnNo: row.returnNo ?? '',
        lines: await returnLinesText(tx, order.id, received),
        creditNoteNo: note.creditNoteNo,
        link: orderLink(order.id),
      },
      detail: { returnId: row.id, received, resaleable, creditNoteNo: note.creditNoteNo },
    });
    const audit = creditAudit(order, note, money);
    await finishStaffAction(tx, staff, order, {
      action: 'returnReceive',
      summary: `return ${row.returnNo} received; credit note ${note.creditNoteNo} of ${formatPence(note.totalPence)} (restocking fee ${percent}%); ${money.how} ${formatPence(money.amountPence)}`,
      before: { ...audit.before, returnState: row.state },
      after: { ...audit.after, returnState: to, received, resaleable, restockingFeePercent: percent },
    });
  });
}
