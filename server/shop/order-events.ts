import type { Db } from '../db/connect.ts';
import { ORDER_PROGRESS_INBOX } from '../i18n/order-progress-inbox.ts';
import { TEAM_INBOX } from '../i18n/team-messages.ts';
import { formatGbp, INBOX_TEMPLATES, writeInboxMessage, type InboxTemplate } from './inbox.ts';

/** What can happen to an order; each is a row of its history (order_events.kind). */
export type OrderEventKind =
  | 'placed'
  | 'approvalRequested'
  | 'approved'
  | 'rejected'
  | 'awaitingTransfer'
  | 'onAccount'
  | 'paymentPending'
  | 'paymentReceived'
  | 'paymentFailed'
  | 'transferReceived'
  | 'partDispatched'
  | 'dispatched'
  | 'delivered'
  | 'cancelled';

/** The order an event is about; its buyer (userId) is the one told. */
export interface EventOrder {
  id: number;
  userId: number;
  orderNo: string;
  totalPence: number;
}

/** The message the buyer gets for each kind of event, or null when the event is only recorded. */
const BUYER_MESSAGES: Record<OrderEventKind, InboxTemplate | null> = {
  placed: INBOX_TEMPLATES.orderPlaced,
  approvalRequested: TEAM_INBOX.orderAwaitingApproval,
  approved: TEAM_INBOX.orderApproved,
  rejected: TEAM_INBOX.orderRejected,
  awaitingTransfer: null,
  onAccount: INBOX_TEMPLATES.invoicedOnAccount,
  paymentPending: null,
  paymentReceived: INBOX_TEMPLATES.paymentReceived,
  paymentFailed: null,
  transferReceived: ORDER_PROGRESS_INBOX.partPaymentReceived,
  partDispatched: ORDER_PROGRESS_INBOX.partDispatched,
  dispatched: ORDER_PROGRESS_INBOX.dispatched,
  delivered: ORDER_PROGRESS_INBOX.delivered,
  cancelled: ORDER_PROGRESS_INBOX.cancelled,
};

export interface OrderEventDetails {
  /** Placeholders of the buyer's message beyond {orderNo} and {total}, which come from the order. */
  values?: Record<string, string>;
  /** A message in place of the kind's usual one, or null when this time the buyer is not told. */
  message?: InboxTemplate | null;
  /** The member of staff who did it, when staff did. */
  staffId?: number;
  /** What it was about, kept with the event: an amount, a carrier and tracking number, a reason. */
  detail?: Record<string, unknown>;
}

/**
 * The one way an order's history grows: writes the event and, when the kind has one, the buyer's
 * inbox message, in the caller's transaction so both (and whatever follows from them) commit together.
 */
export async function recordOrderEvent(tx: Db, order: EventOrder, kind: OrderEventKind, details: OrderEventDetails = {}): Promise<void> {
  await tx
    .insertInto('orderEvents')
    .values({ orderId: order.id, kind, staffId: details.staffId ?? null, detail: JSON.stringify(details.detail ?? {}) })
    .execute();
  const template = details.message === undefined ? BUYER_MESSAGES[kind] : details.message;
  if (!template) return;
  const values = { orderNo: order.orderNo, total: formatGbp(order.totalPence), ...details.values };
  await writeInboxMessage(tx, order.userId, template, values, { orderId: order.id });
}
