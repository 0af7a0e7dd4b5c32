import type {
  TeamPayAccess,
  TeamPayableAnswer,
  TeamPayMethod,
  TeamPayStartAnswer,
} from '#contract/calls/account-payments.ts';
import { fill, fillBoth } from '#contract/i18n/text.ts';
import { paymentReference } from '#contract/limits/account-payments.ts';
import type { Db } from '../db/connect.ts';
import type { PaymentRecordState } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { ACCOUNT_PAYMENT_MESSAGES as M } from '../i18n/account-payments-messages.ts';
import { MESSAGES } from '../i18n/messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { recordPayment } from '../payments/record-payment.ts';
import { withAmountsLeft } from '../payments/paid-amounts.ts';
import { bankDetailsFor } from './order-detail.ts';
import { recordOrderEvent } from './order-events.ts';
import { checkMethodAllowed } from './payment-options.ts';
import { viewerOf, type Viewer } from './payment-list.ts';
import { markCardChosen, PAYABLE, PAYABLE_COLUMNS, payRefusal } from './payments.ts';

/** A company's payer is its admin, or a member the admin lets pay for the team. */
function accessOf(viewer: Viewer): TeamPayAccess {
  if (viewer.companyId === null) return 'noCompany';
  return viewer.isAdmin || viewer.canPayForTeam ? 'payer' : 'notPayer';
}

/** The payer's company id; anyone else is refused (403: the company is theirs to see, the right to pay is not). */
function requirePayer(viewer: Viewer): number {
  const access = accessOf(viewer);
  if (access === 'noCompany') throw new ApiError(CODE.forbidden, M.noCompany);
  if (access === 'notPayer') throw new ApiError(CODE.forbidden, M.notTeamPayer);
  return viewer.companyId!;
}

/** The team's orders a payer can pay now, oldest first; a non-payer learns why the list is empty. */
export async function teamPayableOrders(db: Db, userId: number): Promise<TeamPayableAnswer> {
  const viewer = await viewerOf(db, userId);
  const access = accessOf(viewer);
  if (access !== 'payer') return { access, companyName: viewer.companyName, list: [] };
  const unpaid = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .select([
      'o.id',
      'o.orderNo',
      'o.createdAt',
      'o.poReference',
      'o.totalPence',
      'o.paymentState',
      'o.dueAt',
      'u.firstName',
      'u.lastName',
    ])
    .where('o.companyId', '=', viewer.companyId)
    .where('o.status', '=', 'placed')
    .where('o.paymentState', 'in', PAYABLE)
    .where('o.approvalState', 'in', ['notNeeded', 'approved'])
    .orderBy('o.createdAt')
    .orderBy('o.id')
    .execute();
  const rows = await withAmountsLeft(db, unpaid);
  return {
    access,
    companyName: viewer.companyName,
    list: rows.map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      createdAt: new Date(o.createdAt).toISOString(),
      poReference: o.poReference,
      placedByName: `${o.firstName} ${o.lastName}`.trim(),
      totalPence: o.totalPence,
      leftPence: o.leftPence,
      paymentState: o.paymentState,
      dueAt: o.dueAt === null ? null : new Date(o.dueAt).toISOString(),
    })),
  };
}

/**
 * Locks every chosen order of the company (in id order, so two payers never deadlock) and answers
 * them, or refuses the lot: 404 for an id that is not the company's, 409 naming an order that cannot be paid.
 */
async function lockTeamOrders(tx: Db, companyId: number, ids: readonly number[]) {
  const orders = await tx
    .selectFrom('orders')
    .select(PAYABLE_COLUMNS)
    .where('id', 'in', ids)
    .where('companyId', '=', companyId)
    .orderBy('id')
    .forUpdate()
    .execute();
  const missing = ids.find((id) => !orders.some((o) => o.id === id));
  if (missing !== undefined)
    throw new ApiError(CODE.notFound, fillBoth(M.teamOrderNotFound, { id: missing }), { orderId: missing });
  for (const order of orders) {
    const reason = payRefusal(order);
    if (!reason) continue;
    const text = {
      en: fill(M.teamOrderRefused.en, { orderNo: order.orderNo, reason: reason.en }),
      zh: fill(M.teamOrderRefused.zh, { orderNo: order.orderNo, reason: reason.zh }),
    };
    throw new ApiError(CODE.conflict, text, { orderId: order.id, orderNo: order.orderNo });
  }
  return withAmountsLeft(tx, orders);
}

/** A team payment of exactly these orders, for what is left of them, by this method, still open: asking again reuses it. */
async function openPaymentFor(
  tx: Db,
  ids: readonly number[],
  method: TeamPayMethod,
  state: PaymentRecordState,
  amountPence: number,
) {
  const candidates = await tx
    .selectFrom('payments as p')
    .select(['p.id', 'p.stripePaymentIntent'])
    .where('p.orderId', 'is', null)
    .where('p.method', '=', method)
    .where('p.state', '=', state)
    .where('p.amountPence', '=', amountPence)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('paymentOrders as po')
          .select('po.orderId')
          .whereRef('po.paymentId', '=', 'p.id')
          .where('po.orderId', '=', ids[0]!),
      ),
    )
    .orderBy('p.id', 'desc')
    .execute();
  const wanted = [...ids].sort((a, b) => a - b).join(',');
  for (const candidate of candidates) {
    const covered = await tx
      .selectFrom('paymentOrders')
      .select('orderId')
      .where('paymentId', '=', candidate.id)
      .orderBy('orderId')
      .execute();
    if (covered.map((c) => c.orderId).join(',') === wanted) return candidate;
  }
  return null;
}

const total = (orders: ReadonlyArray<{ leftPence: number }>) => orders.reduce((sum, o) => sum + o.leftPence, 0);

function answer(paymentId: number, amountPence: number, extra: Partial<TeamPayStartAnswer> = {}): TeamPayStartAnswer {
  return {
    paymentId,
    reference: paymentReference(paymentId),
    amountPence,
    clientSecret: null,
    stripePublishableKey: null,
    bankDetails: null,
    ...extra,
  };
}

/** One transfer for all the orders: they wait for it, and the pro-forma lists them under the reference LGP-{id}. */
async function startTeamTransfer(
  db: Db,
  payer: number,
  companyId: number,
  ids: readonly number[],
): Promise<TeamPayStartAnswer> {
  const started = await db.transaction().execute(async (tx) => {
    const orders = await lockTeamOrders(tx, companyId, ids);
    const open = await openPaymentFor(tx, ids, 'bankTransfer', 'awaitingTransfer', total(orders));
    if (open) return { paymentId: open.id, amountPence: total(orders) };
    const paymentId = (await recordPayment(tx, {
      method: 'bankTransfer',
      state: 'awaitingTransfer',
      paidBy: payer,
      team: true,
      orders,
    }))!;
    await tx
      .updateTable('orders')
      .set({ paymentMethod: 'bankTransfer', paymentState: 'awaitingTransfer' })
      .where('id', 'in', ids)
      .execute();
    // The payer has the one pro-forma (reference LGP-{id}) on screen; a buyer's "pay by transfer, quoting your order number" would mislead.
    for (const order of orders) await recordOrderEvent(tx, order, 'awaitingTransfer', { message: null });
    return { paymentId, amountPence: total(orders) };
  });
  return answer(started.paymentId, started.amountPence, {
    bankDetails: await bankDetailsFor(db, paymentReference(started.paymentId)),
  });
}

/**
 * One PaymentIntent for the sum. The payment (with its orders) is recorded first, so its id keys the
 * intent: a retry, or two clicks, get the same intent. Stripe's webhook then settles every order.
 */
async function startTeamCard(
  db: Db,
  payer: number,
  companyId: number,
  ids: readonly number[],
  gateway: CardGateway,
): Promise<TeamPayStartAnswer> {
  const prepared = await db.transaction().execute(async (tx) => {
    const orders = await lockTeamOrders(tx, companyId, ids);
    const open = await openPaymentFor(tx, ids, 'card', 'pending', total(orders));
    if (open)
      return { paymentId: open.id, intentId: open.stripePaymentIntent, fresh: false, amountPence: total(orders) };
    const paymentId = (await recordPayment(tx, {
      method: 'card',
      state: 'pending',
      paidBy: payer,
      team: true,
      orders,
    }))!;
    return { paymentId, intentId: null, fresh: true, amountPence: total(orders) };
  });
  const { paymentId, amountPence } = prepared;
  const reference = paymentReference(paymentId);
  let intent;
  try {
    const user = await db.selectFrom('users').select('email').where('id', '=', payer).executeTakeFirstOrThrow();
    intent = prepared.intentId
      ? await gateway.findIntent(prepared.intentId)
      : await gateway.createIntent({
          amountPence,
          description: `Lihda Group payment ${reference} (orders: ${ids.length})`,
          email: user.email,
          metadata: { paymentId: String(paymentId), reference },
          idempotencyKey: `payment-${paymentId}-${amountPence}`,
        });
  } catch (error) {
    // Stripe unreachable or refusing: nothing changes, and the payer can choose again.
    if (prepared.fresh) await db.deleteFrom('payments').where('id', '=', paymentId).execute();
    throw new ApiError(CODE.unavailable, MESSAGES.cardUnavailable, { cause: (error as Error).message.slice(0, 200) });
  }
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('payments').set({ stripePaymentIntent: intent.id }).where('id', '=', paymentId).execute();
    await markCardChosen(tx, ids);
  });
  return answer(paymentId, amountPence, {
    clientSecret: intent.clientSecret,
    stripePublishableKey: gateway.publishableKey,
  });
}

/** pri/teamPayStart: pays several of the company's orders in one payment, or changes nothing. */
export async function startTeamPayment(
  db: Db,
  userId: number,
  orderIds: readonly number[],
  method: TeamPayMethod,
  gateway: CardGateway | null,
): Promise<TeamPayStartAnswer> {
  const companyId = requirePayer(await viewerOf(db, userId));
  const ids = [...new Set(orderIds)];
  await checkMethodAllowed(db, userId, method, gateway);
  if (method === 'bankTransfer') return startTeamTransfer(db, userId, companyId, ids);
  // checkMethodAllowed refused a card without a gateway.
  return startTeamCard(db, userId, companyId, ids, gateway!);
}
