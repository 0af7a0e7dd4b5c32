import { sql, type ExpressionBuilder } from 'kysely';
import type {
  OutstandingAnswer,
  OutstandingOrder,
  PaymentDetail,
  PaymentListAnswer,
  PaymentSummary,
} from '#contract/calls/account-payments.ts';
import { paymentReference } from '#contract/limits/account-payments.ts';
import { isOverdue } from '#contract/rules/due-date.ts';
import type { Database } from '../db/schema.ts';
import type { Db } from '../db/connect.ts';
import { readPage } from '../db/read-page.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { ACCOUNT_PAYMENT_MESSAGES } from '../i18n/account-payments-messages.ts';
import { withAmountsLeft } from '../payments/paid-amounts.ts';
import { bankDetailsFor } from './order-detail.ts';
import { PAYABLE, payRefusal } from './payments.ts';

/** Who is looking: their own records always, and a company admin the company's too. */
export interface Viewer {
  userId: number;
  companyId: number | null;
  companyName: string | null;
  isAdmin: boolean;
  canPayForTeam: boolean;
}

export async function viewerOf(db: Db, userId: number): Promise<Viewer> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.companyId')
    .select(['u.companyId', 'u.companyRole', 'u.canPayForTeam', 'c.name as companyName'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    userId,
    companyId: user.companyId,
    companyName: user.companyName,
    isAdmin: user.companyId !== null && user.companyRole === 'admin',
    canPayForTeam: user.canPayForTeam,
  };
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** An order the viewer may see: their own, or as admin any of their company's. */
function orderVisible(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    viewer.isAdmin && viewer.companyId !== null
      ? eb.or([eb('orders.userId', '=', viewer.userId), eb('orders.companyId', '=', viewer.companyId)])
      : eb('orders.userId', '=', viewer.userId);
}

/** Payments the viewer made, or that settle an order the viewer may see. */
function visiblePayments(db: Db, viewer: Viewer) {
  return db
    .selectFrom('payments as p')
    .where((eb) =>
      eb.or([
        eb('p.paidBy', '=', viewer.userId),
        eb.exists(
          eb
            .selectFrom('paymentOrders as po')
            .innerJoin('orders', 'orders.id', 'po.orderId')
            .select('po.orderId')
            .whereRef('po.paymentId', '=', 'p.id')
            .where(orderVisible(viewer)),
        ),
      ]),
    );
}

type PaymentRow = {
  id: number;
  method: PaymentSummary['method'];
  state: PaymentSummary['state'];
  amountPence: number;
  paidBy: number | null;
  failureMessage: string | null;
  createdAt: Date;
};

/** The payments' orders (those the viewer may see, or all of one they paid) and payers, as answers. */
async function summaries(db: Db, viewer: Viewer, rows: PaymentRow[]): Promise<PaymentSummary[]> {
  if (rows.length === 0) return [];
  const [orders, payers] = await Promise.all([
    db
      .selectFrom('paymentOrders as po')
      .innerJoin('orders as o', 'o.id', 'po.orderId')
      .select(['po.paymentId', 'po.amountPence', 'o.id', 'o.orderNo', 'o.userId', 'o.companyId', 'o.dueAt'])
      .where(
        'po.paymentId',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('o.id')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName'])
      .where(
        'id',
        'in',
        rows.map((r) => r.paidBy ?? 0),
      )
      .execute(),
  ]);
  const canOpen = (o: { userId: number; companyId: number | null }) =>
    o.userId === viewer.userId || (viewer.isAdmin && o.companyId === viewer.companyId);
  return rows.map((row) => {
    const paidByMe = row.paidBy === viewer.userId;
    const mine = orders.filter((o) => o.paymentId === row.id);
    const dues = mine.map((o) => o.dueAt).filter((at) => at !== null);
    const payer = payers.find((u) => u.id === row.paidBy);
    return {
      id: row.id,
      reference: paymentReference(row.id),
      createdAt: new Date(row.createdAt).toISOString(),
      method: row.method,
      state: row.state,
      amountPence: row.amountPence,
      paidByName: payer ? fullName(payer) : '',
      paidByMe,
      dueAt: row.method === 'account' && dues.length > 0 ? iso(dues.sort()[0]!) : null,
      failureMessage: row.state === 'failed' ? row.failureMessage : null,
      orders: mine
        .filter((o) => paidByMe || canOpen(o))
        .map((o) => ({ id: o.id, orderNo: o.orderNo, amountPence: o.amountPence, canOpen: canOpen(o) })),
    };
  });
}

const PAYMENT_COLUMNS = [
  'p.id',
  'p.method',
  'p.state',
  'p.amountPence',
  'p.paidBy',
  'p.failureMessage',
  'p.createdAt',
] as const;

/** A page of the viewer's payments and invoices, newest first. */
export async function paymentPage(db: Db, userId: number, page: number, pageSize: number): Promise<PaymentListAnswer> {
  const viewer = await viewerOf(db, userId);
  const { rows, total } = await readPage(
    visiblePayments(db, viewer).select(PAYMENT_COLUMNS).orderBy('p.createdAt', 'desc').orderBy('p.id', 'desc'),
    page,
    pageSize,
  );
  return { total, page, pageSize, list: await summaries(db, viewer, rows) };
}

/** One payment the viewer may see (404 otherwise, as for a missing id); a transfer still expected carries its bank details. */
export async function paymentDetail(db: Db, userId: number, id: number): Promise<PaymentDetail> {
  const viewer = await viewerOf(db, userId);
  const row = await visiblePayments(db, viewer).select(PAYMENT_COLUMNS).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(CODE.notFound, ACCOUNT_PAYMENT_MESSAGES.noSuchPayment);
  const [summary] = await summaries(db, viewer, [row]);
  const reference =
    row.method === 'bankTransfer' && row.state === 'awaitingTransfer' ? await transferReference(db, row.id) : null;
  return { ...summary!, bankDetails: reference === null ? null : await bankDetailsFor(db, reference) };
}

/** A single order's transfer keeps the order number as its reference (as /payStatus shows it); a team transfer has LGP-{id}. */
async function transferReference(db: Db, paymentId: number): Promise<string> {
  const row = await db
    .selectFrom('payments as p')
    .leftJoin('orders as o', 'o.id', 'p.orderId')
    .select('o.orderNo')
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return row.orderNo ?? paymentReference(paymentId);
}

/** Orders not paid yet (unpaid, failed, a transfer expected, on account), oldest due first, with the sum. */
export async function outstandingOrders(db: Db, userId: number): Promise<OutstandingAnswer> {
  const viewer = await viewerOf(db, userId);
  const unpaid = await db
    .selectFrom('orders')
    .innerJoin('users as u', 'u.id', 'orders.userId')
    .select([
      'orders.id',
      'orders.orderNo',
      'orders.createdAt',
      'orders.poReference',
      'orders.totalPence',
      'orders.paymentMethod',
      'orders.paymentState',
      'orders.dueAt',
      'orders.status',
      'orders.approvalState',
      'orders.userId',
      'u.firstName',
      'u.lastName',
    ])
    .where(orderVisible(viewer))
    .where('orders.status', '=', 'placed')
    .where('orders.paymentState', 'in', PAYABLE)
    .where('orders.approvalState', '!=', 'rejected')
    .orderBy(sql`orders.due_at IS NULL`)
    .orderBy('orders.dueAt')
    .orderBy('orders.createdAt', 'desc')
    .execute();
  // Part of a transfer may have arrived: the list and its sum show what is left, as /Pay/{id} charges it.
  const rows = await withAmountsLeft(db, unpaid);
  const now = new Date();
  const list: OutstandingOrder[] = rows.map((o) => ({
    id: o.id,
    orderNo: o.orderNo,
    createdAt: new Date(o.createdAt).toISOString(),
    poReference: o.poReference,
    totalPence: o.totalPence,
    leftPence: o.leftPence,
    paymentMethod: o.paymentMethod,
    paymentState: o.paymentState,
    dueAt: iso(o.dueAt),
    // An invoice stays due by its date whatever payment was chosen after (only invoices have one).
    overdue: isOverdue(o.dueAt, now),
    awaitingApproval: o.approvalState === 'pending',
    mine: o.userId === userId,
    placedByName: fullName(o),
    // /Pay/{id} is the buyer's own page; an admin pays a member's order on /payAssociated.
    payable: o.userId === userId && payRefusal(o) === null,
  }));
  return {
    list,
    totalPence: list.reduce((sum, o) => sum + o.leftPence, 0),
    overdueCount: list.filter((o) => o.overdue).length,
  };
}
