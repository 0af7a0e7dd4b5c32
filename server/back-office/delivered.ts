import type { StaffOrderAction } from '#contract/calls/staff-orders.ts';
import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { recordOrderEvent } from '../shop/order-events.ts';
import { finishStaffAction, lockOrderForStaff, orderLink, requireLiveOrder } from './staff-order.ts';

/** Staff mark a dispatched order delivered (everything sent first); the buyer is told. */
export function markDelivered(db: Db, staff: EditorSession, request: StaffOrderAction): Promise<void> {
  return db.transaction().execute(async (tx) => {
    const order = await lockOrderForStaff(tx, request.id, request.version);
    requireLiveOrder(order);
    if (order.deliveryState === 'delivered') throw new ApiError(CODE.conflict, STAFF_MESSAGES.alreadyDelivered);
    if (order.deliveryState !== 'dispatched') throw new ApiError(CODE.conflict, STAFF_MESSAGES.notDispatched);
    await tx.updateTable('orders').set({ deliveryState: 'delivered' }).where('id', '=', order.id).execute();
    await recordOrderEvent(tx, order, 'delivered', { staffId: staff.userId, values: { link: orderLink(order.id) } });
    await finishStaffAction(tx, staff, order, {
      action: 'delivered',
      summary: 'delivered',
      before: { deliveryState: order.deliveryState },
      after: { deliveryState: 'delivered' },
    });
  });
}
