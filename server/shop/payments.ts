import { sql } from 'kysely';
import type { BilingualText } from '#contract/i18n/text.ts';
import { dueDate } from '#contract/rules/due-date.ts';
import type { PaymentMethod, PayStartAnswer } from '#contract/calls/orders.ts';
import type { Db } from '../db/connect.ts';
import type { ApprovalStateColumn, PaymentStateColumn } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { ACCOUNT_PAYMENT_MESSAGES } from '../i18n/account-payments-messages.ts';
import { MESSAGES } from '../i18n/messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { recordPayment } from '../payments/record-payment.ts';
import { withAmountsLeft } from '../payments/paid-amounts.ts';
import { holdForApproval, overSpendingLimit } from './approvals.ts';
import { checkCreditLimit, termsOf } from './credit-limit.ts';
import { recordOrderEvent } from './order-events.ts';
import { checkMethodAllowed } from './payment-options.ts';
import { formatDate } from '#contract/format/dates.ts';
import { issueInvoice } from '../documents/invoice-numbers.ts';

/** Order payment states a new payment may start from. */
export const PAYABLE: readonly PaymentStateColumn[] = ['unpaid', 'failed', 'awaitingTransfer', 'onAccount'];

/** What decides whether an order can be paid now. */
export const PAYABLE_COLUMNS = [
  'id',
  'orderNo',
  'userId',
  'companyId',
  'status',
  'paymentState',
  'paymentMethod',
  'totalPence',
  'approvalState',
  'dueAt',
  'paymentTerms',
] as const;

interface PayableFacts {
  status: 'placed' | 'cancelled';
  paymentState: PaymentStateColumn;
  approvalState: ApprovalStateColumn;
}

/** Why an order cannot be paid now (paid, a payment under way, waiting for or refused approval, cancelled), or null when it can. */
export function payRefusal(order: PayableFacts): BilingualText | null {
  if (order.paymentState === 'paid') return MESSAGES.orderAlreadyPaid;
  if (order.paymentState === 'pending') return MESSAGES.orderPaymentUnderWay;
  if (order.approvalState === 'pending') return ACCOUNT_PAYMENT_MESSAGES.awaitingApproval;
  if (order.approvalState === 'rejected') return ACCOUNT_PAYMENT_MESSAGES.approvalRejected;
  if (order.status !== 'placed' || !PAYABLE.includes(order.paymentState)) return MESSAGES.orderNotPayable;
  return null;
}

/** The buyer's order, locked for the change, or 404; refused (409) when payRefusal says why not. */
async function payableOrder(db: Db, userId: number, id: number) {
  const order = await db
    .selectFrom('orders')
    .select(PAYABLE_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw new ApiError(CODE.notFound, MESSAGES.noSuchOrder);
  const refusal = payRefusal(order);
  if (refusal) throw new ApiError(CODE.conflict, refusal);
  return order;
}

const answer = (paymentState: PaymentStateColumn): PayStartAnswer => ({
  paymentState,
  clientSecret: null,
  stripePublishableKey: null,
});

/** Bank transfer: the order waits for the money, with the pro-forma's bank details on its status page. */
async function startBankTransfer(db: Db, userId: number, id: number): Promise<PayStartAnswer> {
  return db.transaction().execute(async (tx) => {
    const order = await payableOrder(tx, userId, id);
    if (order.paymentState === 'awaitingTransfer') return answer(order.paymentState);
    await tx
      .updateTable('orders')
      .set({ paymentMethod: 'bankTransfer', paymentState: 'awaitingTransfer' })
      .where('id', '=', id)
      .execute();
    await recordPayment(tx, {
      method: 'bankTransfer',
      state: 'awaitingTransfer',
      paidBy: userId,
      orders: await withAmountsLeft(tx, [order]),
    });
    await recordOrderEvent(tx, order, 'awaitingTransfer');
    return answer('awaitingTransfer');
  });
}

/** The payer's company, when the order was placed for it; any other order (placed as an individual, or for another company) is refused (403). */
async function accountCompanyOf(db: Db, userId: number, orderCompanyId: number | null): Promise<number> {
  const payer = await db.selectFrom('users').select('companyId').where('id', '=', userId).executeTakeFirstOrThrow();
  if (orderCompanyId === null || orderCompanyId !== payer.companyId)
    throw new ApiError(CODE.forbidden, ACCOUNT_PAYMENT_MESSAGES.notCompanyOrder);
  return orderCompanyId;
}

/**
 * On account: the order's company is invoiced, due under its payment terms (or the terms the order
 * was placed under, a punch-out connection's); the buyer's inbox says when. The spending limit and
 * the credit limit are checked again now, under the company's rules as they are: an order above the
 * limit is held for approval instead (committed, then refused 409). An order invoiced before is
 * already in the credit used and keeps its first due date.
 */
async function startOnAccount(db: Db, userId: number, id: number): Promise<PayStartAnswer> {
  const started = await db.transaction().execute((tx) => putOnAccount(tx, userId, id));
  if (!started) throw new ApiError(CODE.conflict, ACCOUNT_PAYMENT_MESSAGES.heldForApproval);
  return started;
}

/** startOnAccount's work in the caller's transaction (a punch-out purchase order's too); null when held for approval. */
export async function putOnAccount(tx: Db, userId: number, id: number): Promise<PayStartAnswer | null> {
  const order = await payableOrder(tx, userId, id);
  if (order.paymentState === 'onAccount') return answer(order.paymentState);
  const companyId = await accountCompanyOf(tx, userId, order.companyId);
  const [owing] = await withAmountsLeft(tx, [order]);
  if (order.dueAt === null) {
    const overLimit = order.approvalState === 'notNeeded' ? await overSpendingLimit(tx, order) : null;
    if (overLimit) {
      await holdForApproval(tx, order, overLimit);
      return null;
    }
    await checkCreditLimit(tx, companyId, owing!.leftPence);
  }
  const dueAt = order.dueAt ?? dueDate(new Date(), order.paymentTerms ?? (await termsOf(tx, companyId)));
  await tx
    .updateTable('orders')
    .set({ paymentMethod: 'account', paymentState: 'onAccount', dueAt })
    .where('id', '=', id)
    .execute();
  // Invoiced on account: the VAT invoice is issued now, and its date is the tax point.
  await issueInvoice(tx, id);
  await recordPayment(tx, { method: 'account', state: 'onAccount', paidBy: userId, orders: [owing!] });
  await recordOrderEvent(tx, order, 'onAccount', { values: { dueDate: formatDate(dueAt) } });
  return answer('onAccount');
}

/**
 * Card: the order's one PaymentIntent (made on the first attempt, reused on every retry) and its
 * client secret for the Payment Element. Stripe's webhook, not this call, marks the order paid.
 */
async function startCard(db: Db, userId: number, id: number, gateway: CardGateway): Promise<PayStartAnswer> {
  const order = await db
    .transaction()
    .execute(async (tx) => (await withAmountsLeft(tx, [await payableOrder(tx, userId, id)]))[0]!);
  // An intent for another amount (asked before part of a transfer came in) is not reused: the card pays what is left.
  const earlier = await db
    .selectFrom('payments')
    .select('stripePaymentIntent')
    .where('orderId', '=', id)
    .where('stripePaymentIntent', 'is not', null)
    .where('amountPence', '=', order.leftPence)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  let intent;
  try {
    intent = earlier?.stripePaymentIntent
      ? await gateway.findIntent(earlier.stripePaymentIntent)
      : await gateway.createIntent({
          amountPence: order.leftPence,
          description: `Lihda Group order ${order.orderNo}`,
          email: user.email,
          metadata: { orderId: String(id), orderNo: order.orderNo },
          idempotencyKey: `order-${id}-${order.leftPence}`,
        });
  } catch (error) {
    // Stripe unreachable or refusing: the order stays as it was, and the buyer can choose again.
    throw new ApiError(CODE.unavailable, MESSAGES.cardUnavailable, { cause: (error as Error).message.slice(0, 200) });
  }
  await db.transaction().execute(async (tx) => {
    await recordPayment(tx, {
      method: 'card',
      state: 'pending',
      paidBy: userId,
      stripePaymentIntent: intent.id,
      orders: [order],
    });
    await markCardChosen(tx, [id]);
  });
  const paymentState = order.paymentState === 'onAccount' ? 'onAccount' : 'unpaid';
  return { paymentState, clientSecret: intent.clientSecret, stripePublishableKey: gateway.publishableKey };
}

/** A card attempt after a failure or instead of a transfer starts afresh; an invoice stays outstanding. */
export async function markCardChosen(tx: Db, orderIds: readonly number[]): Promise<void> {
  await tx
    .updateTable('orders')
    .set({
      paymentMethod: 'card',
      paymentState: sql`CASE WHEN payment_state = 'onAccount' THEN payment_state ELSE 'unpaid' END`,
    })
    .where('id', 'in', orderIds)
    .where('paymentState', 'in', PAYABLE)
    .execute();
}

export async function startPayment(
  db: Db,
  userId: number,
  id: number,
  method: PaymentMethod,
  gateway: CardGateway | null,
): Promise<PayStartAnswer> {
  await checkMethodAllowed(db, userId, method, gateway);
  if (method === 'bankTransfer') return startBankTransfer(db, userId, id);
  if (method === 'account') return startOnAccount(db, userId, id);
  // checkMethodAllowed refused a card without a gateway.
  return startCard(db, userId, id, gateway!);
}
