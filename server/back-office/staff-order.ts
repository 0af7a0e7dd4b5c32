import type { Db } from '../db/connect.ts';
import { recordChange, type EditorSession, type NamedDetail } from '../auth/editor.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';

/** The columns an action reads to decide, and reports before and after. */
const ACTION_COLUMNS = [
  'id',
  'orderNo',
  'userId',
  'companyId',
  'status',
  'paymentMethod',
  'paymentState',
  'approvalState',
  'deliveryState',
  'refundState',
  'totalPence',
  'staffVersion',
] as const;

/**
 * Locks an order for a staff action: 404 when there is none, 409 when the version the member of
 * staff was shown is no longer current (another member of staff acted first: one wins, the other is told).
 */
export async function lockOrderForStaff(tx: Db, id: number, version: number) {
  const order = await lockOrderRow(tx, id);
  if (order.staffVersion !== version)
    throw new ApiError(CODE.conflict, STAFF_MESSAGES.staleOrder, { version: order.staffVersion });
  return order;
}

/** Locks an order for an action on something of its own that keeps its own version (a return); 404 when there is none. */
export async function lockOrderRow(tx: Db, id: number) {
  const order = await tx
    .selectFrom('orders')
    .select(ACTION_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchOrder);
  return order;
}

export type StaffOrder = Awaited<ReturnType<typeof lockOrderRow>>;

/** What an action changed, for the audit record: each field before and after, each one the console names (NamedDetail). */
export interface OrderChange<B, A> {
  action: string;
  summary: string;
  before: B & NamedDetail<B>;
  after: A & NamedDetail<A>;
}

/** Ends a staff action: the order's version moves on, and who did what (before → after) is in the Changes record. */
export async function finishStaffAction<B, A>(
  tx: Db,
  staff: EditorSession,
  order: StaffOrder,
  change: OrderChange<B, A>,
): Promise<void> {
  await tx
    .updateTable('orders')
    .set({ staffVersion: order.staffVersion + 1 })
    .where('id', '=', order.id)
    .execute();
  await recordChange(tx, staff, {
    area: 'order',
    recordId: order.id,
    action: change.action,
    summary: `${order.orderNo}: ${change.summary}`,
    // Their fields were checked where the action named them (OrderChange).
    detail: { before: change.before as unknown, after: change.after as unknown },
  });
}

/** Refuses an action on a cancelled order, or one still waiting for (or refused) the company's approval. */
export function requireLiveOrder(order: StaffOrder): void {
  if (order.status === 'cancelled') throw new ApiError(CODE.conflict, STAFF_MESSAGES.orderCancelled);
  if (order.approvalState === 'pending') throw new ApiError(CODE.conflict, STAFF_MESSAGES.awaitingApproval);
}

/** The link in a buyer's message to their order's page (a site path without a language). */
export const orderLink = (id: number) => `/acOrderdetails/${id}`;
