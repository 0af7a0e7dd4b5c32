import type { StaffReturnApproveBody, StaffReturnRefuseBody } from '#contract/calls/staff-returns.ts';
import { ukDay } from '#contract/format/dates.ts';
import type { EditorSession } from '../auth/editor.ts';
import { finishStaffAction, orderLink } from '../back-office/staff-order.ts';
import type { Db } from '../db/connect.ts';
import { documentNumberText, nextInYear } from '../documents/yearly-sequence.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import { lockReturnForMove } from './lock-return.ts';

/**
 * Sales approve a requested return: it takes the next returns number of the year (RMA-2026-000123,
 * gap-free like the invoices', server/documents/yearly-sequence.ts) and the address to send the goods
 * to; the buyer is told both. Audited on the order.
 */
export async function approveReturn(db: Db, staff: EditorSession, body: StaffReturnApproveBody): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const { row, order, to } = await lockReturnForMove(tx, body.id, body.version, 'approve');
    const at = new Date();
    const year = Number(ukDay(at).slice(0, 4));
    const number = await nextInYear(tx, 'returnSequences', year);
    const returnNo = documentNumberText('RMA', year, number);
    const message = body.message ?? '';
    await tx
      .updateTable('returns')
      .set({
        state: to,
        returnNo,
        year,
        number,
        returnAddress: body.returnAddress,
        staffMessage: message,
        decidedAt: at,
        decidedBy: staff.userId,
        version: row.version + 1,
      })
      .where('id', '=', row.id)
      .execute();
    await recordOrderEvent(tx, order, 'returnApproved', {
      staffId: staff.userId,
      values: { returnNo, address: body.returnAddress, message, link: orderLink(order.id) },
      detail: { returnId: row.id, returnNo },
    });
    await finishStaffAction(tx, staff, order, {
      action: 'returnApprove',
      summary: `return ${returnNo} approved`,
      before: { returnState: row.state },
      after: { returnState: to, returnNo, returnAddress: body.returnAddress },
    });
  });
}

/** Sales refuse a requested return with their reason, which the buyer is told; its quantities may be asked for again. Audited. */
export async function refuseReturn(db: Db, staff: EditorSession, body: StaffReturnRefuseBody): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const { row, order, to } = await lockReturnForMove(tx, body.id, body.version, 'refuse');
    await tx
      .updateTable('returns')
      .set({
        state: to,
        staffMessage: body.message,
        decidedAt: new Date(),
        decidedBy: staff.userId,
        version: row.version + 1,
      })
      .where('id', '=', row.id)
      .execute();
    await recordOrderEvent(tx, order, 'returnRefused', {
      staffId: staff.userId,
      values: { message: body.message, link: orderLink(order.id) },
      detail: { returnId: row.id },
    });
    await finishStaffAction(tx, staff, order, {
      action: 'returnRefuse',
      summary: `return ${row.id} refused (${body.message.slice(0, 80)})`,
      before: { returnState: row.state },
      after: { returnState: to, note: body.message },
    });
  });
}
