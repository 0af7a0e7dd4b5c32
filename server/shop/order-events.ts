import { fillBoth } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import type { MailAttachmentJson } from '../db/schema.ts';
import type { InvoiceKind } from '../documents/invoice.ts';
import { enqueueMail, recipientOfUser, type Recipient } from '../mail/outbox.ts';
import type { OrderMailFacts } from '../mail/templates/order-update.ts';
import { orderMailFacts } from './order-mail-facts.ts';
import { CREDIT_NOTE_INBOX } from '../i18n/credit-note-messages.ts';
import { ORDER_PROGRESS_INBOX } from '../i18n/order-progress-inbox.ts';
import { RETURN_INBOX } from '../i18n/return-messages.ts';
import { TEAM_INBOX } from '../i18n/team-messages.ts';
import { INBOX_TEMPLATES, writeInboxMessage, type InboxTemplate } from './inbox.ts';
import { formatPence } from '#contract/format/money.ts';

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
  | 'paymentToRefund'
  | 'holdLapsed'
  | 'refunded'
  | 'credited'
  | 'partDispatched'
  | 'dispatched'
  | 'delivered'
  | 'cancelled'
  | 'returnRequested'
  | 'returnApproved'
  | 'returnRefused'
  | 'returnReceived'
  | 'returnWithdrawn';

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
  awaitingTransfer: INBOX_TEMPLATES.awaitingTransfer,
  onAccount: INBOX_TEMPLATES.invoicedOnAccount,
  paymentPending: null,
  paymentReceived: INBOX_TEMPLATES.paymentReceived,
  paymentFailed: null,
  transferReceived: ORDER_PROGRESS_INBOX.partPaymentReceived,
  paymentToRefund: ORDER_PROGRESS_INBOX.paymentToRefund,
  holdLapsed: null,
  refunded: ORDER_PROGRESS_INBOX.refunded,
  credited: CREDIT_NOTE_INBOX.issued,
  partDispatched: ORDER_PROGRESS_INBOX.partDispatched,
  dispatched: ORDER_PROGRESS_INBOX.dispatched,
  delivered: ORDER_PROGRESS_INBOX.delivered,
  cancelled: ORDER_PROGRESS_INBOX.cancelled,
  returnRequested: RETURN_INBOX.requested,
  returnApproved: RETURN_INBOX.approved,
  returnRefused: RETURN_INBOX.refused,
  returnReceived: RETURN_INBOX.received,
  // The buyer withdrew it themselves: the answer on the page is enough.
  returnWithdrawn: null,
};

/** The document each kind of news carries: the pro-forma to pay by transfer, the invoice once it is owed or paid. */
const ATTACHED: Partial<Record<OrderEventKind, InvoiceKind>> = {
  awaitingTransfer: 'proForma',
  onAccount: 'invoice',
  paymentReceived: 'invoice',
  dispatched: 'invoice',
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
  /** The documents the e-mail carries, in place of the kind's usual one (a credit note's PDF). */
  attachments?: MailAttachmentJson[];
}

/**
 * The one way an order's history grows: writes the event and, when the kind has one, the buyer's
 * inbox message and the same news by e-mail (the outbox), in the caller's transaction so all of them
 * (and whatever follows from them) commit together.
 */
export async function recordOrderEvent(
  tx: Db,
  order: EventOrder,
  kind: OrderEventKind,
  details: OrderEventDetails = {},
): Promise<void> {
  await tx
    .insertInto('orderEvents')
    .values({ orderId: order.id, kind, staffId: details.staffId ?? null, detail: JSON.stringify(details.detail ?? {}) })
    .execute();
  const template = details.message === undefined ? BUYER_MESSAGES[kind] : details.message;
  if (!template) return;
  const values = { orderNo: order.orderNo, total: formatPence(order.totalPence), ...details.values };
  await writeInboxMessage(tx, order.userId, template, values, { orderId: order.id });
  const document = ATTACHED[kind];
  await mailOrderNews(tx, await recipientOfOrder(tx, order), template, values, {
    order: await orderMailFacts(tx, order.userId, order.id, details.values),
    orderId: order.id,
    attachments: details.attachments ?? (document ? [{ kind: document, orderId: order.id }] : []),
  });
}

/**
 * Whom an order's news is mailed to: the buyer a punch-out purchase order named (its account is the
 * company's, shared by every buyer of the procurement system), else the order's own user.
 */
async function recipientOfOrder(tx: Db, order: EventOrder): Promise<Recipient> {
  const named = await tx
    .selectFrom('orders')
    .select(['buyerEmail', 'buyerLanguage'])
    .where('id', '=', order.id)
    .executeTakeFirst();
  const account = await recipientOfUser(tx, order.userId);
  if (!named?.buyerEmail) return account;
  return { email: named.buyerEmail, language: named.buyerLanguage ?? account.language };
}

/** The news of an inbox message by e-mail too, with the order's facts (and its document, if any). */
export async function mailOrderNews(
  tx: Db,
  to: Recipient,
  template: InboxTemplate,
  values: Record<string, string>,
  about: { order: OrderMailFacts; orderId: number; attachments?: MailAttachmentJson[] },
): Promise<void> {
  await enqueueMail(tx, {
    to,
    template: 'orderUpdate',
    values: {
      subject: fillBoth(template.subject, values),
      body: fillBoth(template.body, values),
      orderId: about.orderId,
      order: about.order,
    },
    attachments: about.attachments,
  });
}
