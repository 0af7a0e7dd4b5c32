import { sql } from 'kysely';
import type { ApprovalDecisionAnswer, PendingApproval } from '#contract/calls/team.ts';
import { waitsForApproval } from '#contract/rules/approval-limit.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { inBothLanguages, NO_NOTE, TEAM_INBOX, TEAM_MESSAGES } from '../i18n/team-messages.ts';
import { recipientOfUser } from '../mail/outbox.ts';
import { writeInboxMessage } from './inbox.ts';
import { formatPence } from '#contract/format/money.ts';
import { mailOrderNews, recordOrderEvent, type EventOrder } from './order-events.ts';
import { orderMailFacts } from './order-mail-facts.ts';
import { approvalThreshold } from './spending-limit.ts';

const orderDetailsLink = (id: number) => `/acOrderdetails/${id}`;
const payLink = (id: number) => `/Pay/${id}`;

/** A company buyer whose order is above their spending limit (total incl. VAT). */
export interface OverLimitBuyer {
  name: string;
  companyId: number;
  limitPence: number;
}

/** The buyer, when this order must wait for an admin's approval under the buyer's limit as it is now; null when it need not. */
export async function overSpendingLimit(
  db: Db,
  order: { id: number; userId: number; totalPence: number },
): Promise<OverLimitBuyer | null> {
  const buyer = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'companyId', 'companyRole', 'spendingLimitPence', 'spendingLimitPeriod'])
    .where('id', '=', order.userId)
    .executeTakeFirstOrThrow();
  const threshold = await approvalThreshold(db, buyer, order.id);
  if (!waitsForApproval(threshold, order.totalPence) || buyer.companyId === null || buyer.spendingLimitPence === null)
    return null;
  return {
    name: `${buyer.firstName} ${buyer.lastName}`,
    companyId: buyer.companyId,
    limitPence: buyer.spendingLimitPence,
  };
}

/**
 * Called as an order over its buyer's limit is placed: it waits for an admin's approval; every
 * admin of the company is told, and so is the buyer (in place of the usual "order placed").
 */
export async function holdForApproval(db: Db, order: EventOrder, buyer: OverLimitBuyer): Promise<void> {
  await db.updateTable('orders').set({ approvalState: 'pending' }).where('id', '=', order.id).execute();
  const values = {
    buyer: buyer.name,
    orderNo: order.orderNo,
    total: formatPence(order.totalPence),
    limit: formatPence(buyer.limitPence),
    link: orderDetailsLink(order.id),
  };
  await recordOrderEvent(db, order, 'approvalRequested', { values });
  const admins = await db
    .selectFrom('users')
    .select('id')
    .where('companyId', '=', buyer.companyId)
    .where('companyRole', '=', 'admin')
    .execute();
  const facts = await orderMailFacts(db, order.userId, order.id);
  for (const admin of admins) {
    await writeInboxMessage(db, admin.id, TEAM_INBOX.approvalRequested, values, { orderId: order.id });
    await mailOrderNews(db, await recipientOfUser(db, admin.id), TEAM_INBOX.approvalRequested, values, {
      order: facts,
      orderId: order.id,
    });
  }
}

/** The company's orders waiting for approval, oldest first (for its admins). */
export async function pendingApprovals(db: Db, companyId: number): Promise<PendingApproval[]> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .select(['o.id', 'o.orderNo', 'o.totalPence', 'o.createdAt', 'u.firstName', 'u.lastName', 'u.spendingLimitPence'])
    .where('o.companyId', '=', companyId)
    .where('o.approvalState', '=', 'pending')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orderNo: r.orderNo,
    buyerName: `${r.firstName} ${r.lastName}`,
    totalPence: r.totalPence,
    spendingLimitPence: r.spendingLimitPence,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/** A pending order of the admin's company, locked for the decision; anyone else gets 404 as for a missing order. */
async function orderToDecide(db: Db, userId: number, id: number) {
  const admin = await db
    .selectFrom('users')
    .select(['companyId', 'companyRole', 'firstName', 'lastName'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const order = await db
    .selectFrom('orders')
    .select(['id', 'orderNo', 'userId', 'companyId', 'totalPence', 'approvalState'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!order || admin.companyRole !== 'admin' || order.companyId === null || order.companyId !== admin.companyId) {
    throw new ApiError(CODE.notFound, TEAM_MESSAGES.noSuchOrder);
  }
  if (order.approvalState !== 'pending') throw new ApiError(CODE.conflict, TEAM_MESSAGES.notPending);
  return { order, adminName: `${admin.firstName} ${admin.lastName}` };
}

/** The admin approves: the buyer is told and can pay. */
export function approveOrder(db: Db, userId: number, id: number): Promise<ApprovalDecisionAnswer> {
  return db.transaction().execute(async (tx) => {
    const { order, adminName } = await orderToDecide(tx, userId, id);
    await tx
      .updateTable('orders')
      .set({ approvalState: 'approved', approvalDecidedBy: userId, approvalDecidedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await recordOrderEvent(tx, order, 'approved', { values: { admin: adminName, link: payLink(id) } });
    return { id, approvalState: 'approved' };
  });
}

/** The admin rejects (with a note): the order is cancelled, its reserved stock goes back, the buyer is told why. */
export function rejectOrder(db: Db, userId: number, id: number, note: string): Promise<ApprovalDecisionAnswer> {
  return db.transaction().execute(async (tx) => {
    const { order, adminName } = await orderToDecide(tx, userId, id);
    await tx
      .updateTable('orders')
      .set({
        approvalState: 'rejected',
        status: 'cancelled',
        approvalNote: note,
        approvalDecidedBy: userId,
        approvalDecidedAt: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await returnReservedStock(tx, id);
    // The admin's own words, quoted so they do not read as the shop's.
    const quotedNote = note ? { en: `"${note}"`, zh: `“${note}”` } : NO_NOTE;
    const message = inBothLanguages(TEAM_INBOX.orderRejected, { note: quotedNote });
    await recordOrderEvent(tx, order, 'rejected', { message, values: { admin: adminName, note } });
    return { id, approvalState: 'rejected' };
  });
}

/** Puts what the order's lines took back on the shelf, once: the lines then hold nothing. */
export async function returnReservedStock(db: Db, orderId: number): Promise<void> {
  const reserved = db
    .selectFrom('orderLines')
    .select((eb) => ['variantId', eb.fn.sum<number>('reservedQty').as('qty')])
    .where('orderId', '=', orderId)
    .where('reservedQty', '>', 0)
    .groupBy('variantId')
    .as('r');
  await db
    .updateTable('variants as v')
    .from(reserved)
    .set({ stock: sql`v.stock + r.qty` })
    .whereRef('r.variantId', '=', 'v.id')
    .execute();
  await db.updateTable('orderLines').set({ reservedQty: 0 }).where('orderId', '=', orderId).execute();
}
