import type { NoteRequest } from '#contract/calls/staff-orders.ts';
import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { finishStaffAction, lockOrderForStaff } from './staff-order.ts';

/** A note staff keep on an order (never shown to the buyer), in any state. */
export function addOrderNote(db: Db, staff: EditorSession, request: NoteRequest): Promise<void> {
  return db.transaction().execute(async (tx) => {
    const order = await lockOrderForStaff(tx, request.id, request.version);
    await tx
      .insertInto('orderNotes')
      .values({ orderId: order.id, staffId: staff.userId, body: request.body })
      .execute();
    await finishStaffAction(tx, staff, order, {
      action: 'note',
      summary: `note: ${request.body.slice(0, 120)}`,
      before: {},
      after: { note: request.body },
    });
  });
}
