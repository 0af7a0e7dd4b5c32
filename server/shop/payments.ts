import { sql } from 'kysely';
import type { PaymentMethod, PayStartAnswer } from '../../src/api/shop-types.ts';
import type { Db } from '../db/connect.ts';
import type { PaymentStateColumn } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { formatGbp, writeInboxMessage } from './inbox.ts';
import { checkMethodAllowed } from './payment-options.ts';

/** Days a company has to pay an invoice on account. */
export const ACCOUNT_TERMS_DAYS = 30;

const PAYABLE: readonly PaymentStateColumn[] = ['unpaid', 'failed', 'awaitingTransfer', 'onAccount'];

/** The buyer's order, locked for the change, or 404; refused when it is paid or a payment is under way. */
async function payableOrder(db: Db, userId: number, id: number) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'orderNo', 'status', 'paymentState', 'paymentMethod', 'totalPence'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw new ApiError(CODE.notFound, MESSAGES.noSuchOrder);
  if (order.paymentState === 'paid') throw new ApiError(CODE.conflict, MESSAGES.orderAlreadyPaid);
  if (order.paymentState === 'pending') throw new ApiError(CODE.conflict, MESSAGES.orderPaymentUnderWay);
  if (order.status !== 'placed' || !PAYABLE.includes(order.paymentState)) throw new ApiError(CODE.conflict, MESSAGES.orderNotPayable);
  return order;
}

const answer = (paymentState: PaymentStateColumn): PayStartAnswer => ({ paymentState, clientSecret: null, stripePublishableKey: null });

/** Bank transfer: the order waits for the money, with the pro-forma's bank details on its status page. */
async function startBankTransfer(db: Db, userId: number, id: number): Promise<PayStartAnswer> {
  return db.transaction().execute(async (tx) => {
    const order = await payableOrder(tx, userId, id);
    if (order.paymentState === 'awaitingTransfer') return answer(order.paymentState);
    await tx.updateTable('orders').set({ paymentMethod: 'bankTransfer', paymentState: 'awaitingTransfer' }).where('id', '=', id).execute();
    await tx.insertInto('payments').values({ orderId: id, method: 'bankTransfer', state: 'awaitingTransfer', amountPence: order.totalPence }).execute();
    await tx.insertInto('orderEvents').values({ orderId: id, kind: 'awaitingTransfer' }).execute();
    return answer('awaitingTransfer');
  });
}

/** On account: the company is invoiced, due in 30 days; the buyer's inbox says when. */
async function startOnAccount(db: Db, userId: number, id: number): Promise<PayStartAnswer> {
  return db.transaction().execute(async (tx) => {
    const order = await payableOrder(tx, userId, id);
    if (order.paymentState === 'onAccount') return answer(order.paymentState);
    const updated = await tx
      .updateTable('orders')
      .set({ paymentMethod: 'account', paymentState: 'onAccount', dueAt: sql`now() + make_interval(days => ${ACCOUNT_TERMS_DAYS})` })
      .where('id', '=', id)
      .returning('dueAt')
      .executeTakeFirstOrThrow();
    await tx.insertInto('payments').values({ orderId: id, method: 'account', state: 'onAccount', amountPence: order.totalPence }).execute();
    await tx.insertInto('orderEvents').values({ orderId: id, kind: 'onAccount' }).execute();
    const dueDate = new Date(updated.dueAt ?? Date.now()).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    await writeInboxMessage(tx, userId, 'invoicedOnAccount', { orderNo: order.orderNo, total: formatGbp(order.totalPence), dueDate }, id);
    return answer('onAccount');
  });
}

/**
 * Card: the order's one PaymentIntent (made on the first attempt, reused on every retry) and its
 * client secret for the Payment Element. Stripe's webhook, not this call, marks the order paid.
 */
async function startCard(db: Db, userId: number, id: number, gateway: CardGateway): Promise<PayStartAnswer> {
  const order = await db.transaction().execute((tx) => payableOrder(tx, userId, id));
  const earlier = await db
    .selectFrom('payments')
    .select('stripePaymentIntent')
    .where('orderId', '=', id)
    .where('stripePaymentIntent', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  let intent;
  try {
    intent = earlier?.stripePaymentIntent
      ? await gateway.findIntent(earlier.stripePaymentIntent)
      : await gateway.createIntent({ id, orderNo: order.orderNo, totalPence: order.totalPence, email: user.email });
  } catch (error) {
    // Stripe unreachable or refusing: the order stays as it was, and the buyer can choose again.
    throw new ApiError(CODE.serverError, MESSAGES.cardUnavailable, { cause: (error as Error).message.slice(0, 200) });
  }
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('payments')
      .values({ orderId: id, method: 'card', state: 'pending', amountPence: order.totalPence, stripePaymentIntent: intent.id })
      .onConflict((oc) => oc.column('stripePaymentIntent').doNothing())
      .execute();
    // A card attempt after a failure or instead of a transfer starts afresh; an invoice stays outstanding.
    await tx
      .updateTable('orders')
      .set({ paymentMethod: 'card', paymentState: sql`CASE WHEN payment_state = 'onAccount' THEN payment_state ELSE 'unpaid' END` })
      .where('id', '=', id)
      .where('paymentState', 'in', PAYABLE)
      .execute();
  });
  const paymentState = order.paymentState === 'onAccount' ? 'onAccount' : 'unpaid';
  return { paymentState, clientSecret: intent.clientSecret, stripePublishableKey: gateway.publishableKey };
}

export async function startPayment(db: Db, userId: number, id: number, method: PaymentMethod, gateway: CardGateway | null): Promise<PayStartAnswer> {
  await checkMethodAllowed(db, userId, method, gateway);
  if (method === 'bankTransfer') return startBankTransfer(db, userId, id);
  if (method === 'account') return startOnAccount(db, userId, id);
  // checkMethodAllowed refused a card without a gateway.
  return startCard(db, userId, id, gateway!);
}
