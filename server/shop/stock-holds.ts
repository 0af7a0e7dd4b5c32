import { sql } from 'kysely';
import type { StockHoldSettings } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { PaymentMethodColumn, PaymentStateColumn } from '../db/schema.ts';
import { returnReservedStock } from './approvals.ts';
import { recordOrderEvent } from './order-events.ts';

/**
 * Stock is held for orders that will be paid, not for baskets that turned into orders nobody pays:
 * an unpaid order holds its stock for a set time (longer for a bank transfer, which takes days, than
 * for a card, which takes minutes), an account whose address is unconfirmed holds none, and no one
 * account's unpaid orders hold more than a share of a part's stock. Orders on account and paid ones
 * hold what they took. Staff dispatch from the shelf what an order no longer holds
 * (server/back-office/dispatch.ts).
 */

/** Payment states in which an order's hold can lapse: nobody has paid, and no payment is under way. */
const UNPAID: readonly PaymentStateColumn[] = ['unpaid', 'failed', 'awaitingTransfer'];

export interface HoldRules {
  settings: StockHoldSettings;
  /** The buyer's address is confirmed. */
  verified: boolean;
  paymentMethod: PaymentMethodColumn;
}

/** Until when a new order holds its stock: null for an order on account (a company with credit is committed). */
export function holdUntil(rules: HoldRules, now = new Date()): Date | null {
  if (rules.paymentMethod === 'account') return null;
  const minutes = rules.paymentMethod === 'card' ? rules.settings.cardMinutes : rules.settings.transferHours * 60;
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * Takes stock for a line of a new order and answers how much was taken: what there is, up to the
 * quantity; for an unpaid order nothing when the buyer's address is unconfirmed, and no more than
 * brings this buyer's unpaid holds of the part to the share allowed of what the shelf had.
 */
export async function reserveStock(
  tx: Db,
  userId: number,
  variantId: number,
  quantity: number,
  rules: HoldRules,
): Promise<number> {
  let most = quantity;
  if (rules.paymentMethod !== 'account') {
    if (!rules.verified) return 0;
    const held = await tx
      .selectFrom('orderLines as l')
      .innerJoin('orders as o', 'o.id', 'l.orderId')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('l.reservedQty'), sql<string>`0`).as('qty'))
      .where('o.userId', '=', userId)
      .where('l.variantId', '=', variantId)
      .where('o.status', '=', 'placed')
      .where('o.paymentState', 'in', UNPAID)
      .executeTakeFirstOrThrow();
    const mine = Number(held.qty);
    const shelf = await tx
      .selectFrom('variants')
      .select('stock')
      .where('id', '=', variantId)
      .forUpdate()
      .executeTakeFirst();
    most = Math.min(
      quantity,
      Math.max(0, Math.floor((((shelf?.stock ?? 0) + mine) * rules.settings.maxSharePercent) / 100) - mine),
    );
  }
  const row = await tx
    .updateTable('variants as v')
    .from(
      tx
        .selectFrom('variants')
        .select(['id', sql<number>`LEAST(stock, ${most})`.as('take')])
        .where('id', '=', variantId)
        .forUpdate()
        .as('r'),
    )
    .set({ stock: sql`v.stock - r.take` })
    .whereRef('v.id', '=', 'r.id')
    .returning(sql<number>`r.take`.as('take'))
    .executeTakeFirst();
  return row?.take ?? 0;
}

/**
 * Puts back on the shelf the stock of unpaid orders whose hold has lapsed, and notes it in their
 * history; answers how many orders. Every API process runs it now and then: SKIP LOCKED lets two at
 * once take different orders, and an order releases once (reserved_until is cleared with it).
 */
export async function releaseLapsedHolds(db: Db, now = new Date()): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const lapsed = await tx
      .selectFrom('orders')
      .select(['id', 'userId', 'orderNo', 'totalPence'])
      .where('reservedUntil', '<=', now)
      .where('status', '=', 'placed')
      .where('paymentState', 'in', UNPAID)
      .orderBy('id')
      .limit(100)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const order of lapsed) {
      await returnReservedStock(tx, order.id);
      await tx.updateTable('orders').set({ reservedUntil: null }).where('id', '=', order.id).execute();
      await recordOrderEvent(tx, order, 'holdLapsed');
    }
    return lapsed.length;
  });
}
