import { sql } from 'kysely';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { orderLineOf, orderLinesOf, orderTotalsOf } from '../shop/order-detail.ts';
import { creditedQuantities, creditNotesOf } from '../shop/order-credit-notes.ts';
import { shipmentsOf } from '../shop/order-shipments.ts';
import { buyerName, stageOf } from '../shop/order-stage.ts';
import { creditedPence, paidPence } from '../payments/paid-amounts.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

function paymentsOf(db: Db, orderId: number) {
  return db
    .selectFrom('paymentOrders as po')
    .innerJoin('payments as p', 'p.id', 'po.paymentId')
    .leftJoin('users as r', 'r.id', 'p.recordedBy')
    .select([
      'p.id',
      'p.method',
      'p.state',
      'p.amountPence',
      'po.amountPence as share',
      'p.createdAt',
      'p.bankReference',
      'r.email as recordedBy',
    ])
    .select(sql<string | null>`to_char(p.received_on, 'YYYY-MM-DD')`.as('receivedOn'))
    .where('po.orderId', '=', orderId)
    .orderBy('p.id')
    .execute();
}

function eventsOf(db: Db, orderId: number) {
  return db
    .selectFrom('orderEvents as e')
    .leftJoin('users as s', 's.id', 'e.staffId')
    .select(['e.kind', 'e.at', 'e.detail', 's.email as staffEmail'])
    .where('e.orderId', '=', orderId)
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();
}

function notesOf(db: Db, orderId: number) {
  return db
    .selectFrom('orderNotes as n')
    .leftJoin('users as s', 's.id', 'n.staffId')
    .select(['n.id', 'n.createdAt', 'n.body', 's.email as staffEmail'])
    .where('n.orderId', '=', orderId)
    .orderBy('n.id')
    .execute();
}

function messagesOf(db: Db, orderId: number) {
  return db
    .selectFrom('inboxMessages')
    .select(['createdAt', 'subjectEn', 'subjectZh'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** staff/orderGet: one order with everything staff need to act on it. */
export async function staffOrderDetail(db: Db, id: number): Promise<StaffOrderDetail> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .leftJoin('companies as c', 'c.id', 'o.companyId')
    .leftJoin('quotes as q', 'q.id', 'o.quoteId')
    .selectAll('o')
    .select([
      buyerName.as('buyerName'),
      'u.email as buyerEmail',
      'c.name as companyName',
      stageOf.as('stage'),
      'q.quoteNo',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!order) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchOrder);
  const [lines, payments, shipments, events, notes, messages, paid, credited, creditNotes, creditedQty] =
    await Promise.all([
      orderLinesOf(db, id),
      paymentsOf(db, id),
      shipmentsOf(db, id),
      eventsOf(db, id),
      notesOf(db, id),
      messagesOf(db, id),
      paidPence(db, [id]),
      creditedPence(db, [id]),
      creditNotesOf(db, id),
      creditedQuantities(db, id),
    ]);
  const paidSoFar = paid.get(id) ?? 0;
  return {
    id: order.id,
    orderNo: order.orderNo,
    version: order.staffVersion,
    createdAt: iso(order.createdAt),
    status: order.status,
    stage: order.stage,
    poReference: order.poReference,
    buyer: { id: order.userId, name: order.buyerName, email: order.buyerEmail },
    company:
      order.companyId !== null && order.companyName !== null ? { id: order.companyId, name: order.companyName } : null,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    approvalState: order.approvalState,
    deliveryState: order.deliveryState,
    refundState: order.refundState,
    totals: orderTotalsOf(order),
    paidPence: paidSoFar,
    duePence:
      order.status === 'cancelled' || order.paymentState === 'paid'
        ? 0
        : Math.max(0, order.totalPence - (credited.get(id) ?? 0) - paidSoFar),
    dueAt: order.dueAt === null ? null : iso(order.dueAt),
    lines: lines.map((l) => ({
      ...orderLineOf(l),
      dispatchedQty: l.dispatchedQty,
      creditedQty: creditedQty.get(l.lineNo) ?? 0,
    })),
    deliveryAddress: order.deliveryAddress,
    invoiceAddress: order.invoiceAddress,
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      state: p.state,
      amountPence: p.amountPence,
      shareOfOrderPence: p.share,
      createdAt: iso(p.createdAt),
      receivedOn: p.receivedOn,
      bankReference: p.bankReference,
      recordedBy: p.recordedBy,
    })),
    shipments,
    events: events.map((e) => ({ kind: e.kind, at: iso(e.at), staffEmail: e.staffEmail, detail: e.detail })),
    notes: notes.map((n) => ({ id: n.id, at: iso(n.createdAt), staffEmail: n.staffEmail, body: n.body })),
    messages: messages.map((m) => ({ at: iso(m.createdAt), subject: m.subjectEn, subjectZh: m.subjectZh })),
    quote: order.quoteId !== null && order.quoteNo !== null ? { id: order.quoteId, quoteNo: order.quoteNo } : null,
    creditNotes,
    punchOutSystem: order.punchoutSystem,
  };
}
