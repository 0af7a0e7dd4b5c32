import type { CheckoutTotals, OrderCreateAnswer, OrderCreateRequest } from '#contract/calls/orders.ts';
import type { BasketTotals } from '#contract/calls/basket.ts';
import type { DeliveryServiceName } from '#contract/calls/delivery-choice.ts';
import { DEFAULT_STOCK_HOLDS, type StockHoldSettings } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { Insertable } from 'kysely';
import type { AddressSnapshotJson, OrderPriceRule, OrdersTable } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { buyerTaxNumbers } from '../tax/tax-numbers.ts';
import { decideTax } from '../tax/tax-rates.ts';
import { MESSAGES } from '../i18n/messages.ts';
import type { CardGateway } from '../payments/card-gateway.ts';
import { addressSnapshot } from './addresses.ts';
import { holdForApproval, overSpendingLimit } from './approvals.ts';
import { pricedLines, type PricedBasketLine } from './basket-lines.ts';
import { checkCreditLimit } from './credit-limit.ts';
import { pricedDelivery, requireDeliverable, type Destination, type ParcelLine } from './delivery-quote.ts';
import { recordOrderEvent } from './order-events.ts';
import { checkMethodAllowed } from './payment-options.ts';
import { holdUntil, reserveStock } from './stock-holds.ts';

/** The basket's lines (not those saved for later), priced today at the buyer's prices. */
async function orderableLines(db: Db, userId: number): Promise<PricedBasketLine[]> {
  return (await pricedLines(db, userId)).filter((l) => !l.saved).map((l) => l.line);
}

/** The basket's totals for delivery to one of the buyer's addresses by a service (the cheapest offered when none or another is asked for). */
export async function checkoutTotals(
  db: Db,
  userId: number,
  deliveryAddressId: number,
  wanted?: DeliveryServiceName,
): Promise<CheckoutTotals> {
  const address = await addressSnapshot(db, userId, deliveryAddressId);
  const [lines, tax] = await Promise.all([orderableLines(db, userId), decideTax(db, userId, address)]);
  const { totals, delivery } = await pricedDelivery(db, lines, address, tax, wanted);
  return { ...totals, delivery };
}

/** The order this buyer's idempotency key already made, if any. */
export async function existingOrder(
  db: Db,
  userId: number,
  idempotencyKey: string,
): Promise<OrderCreateAnswer | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNo'])
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Makes the basket an order in one transaction: the order with its addresses and totals, a snapshot
 * of every line, stock taken, the basket emptied, the history and inbox written. All or nothing;
 * the same idempotency key answers the order it made before, so a retry or a double click makes one.
 */
export function createOrder(
  db: Db,
  userId: number,
  request: OrderCreateRequest,
  gateway: CardGateway | null,
  holds: StockHoldSettings = DEFAULT_STOCK_HOLDS,
): Promise<OrderCreateAnswer> {
  return placeOnce(db, userId, request, gateway, () => placeOrder(db, userId, request, holds));
}

/**
 * Places an order once per idempotency key: a key seen before answers its order; otherwise the
 * payment method is checked and `place` runs, and when a twin with the same key won the race to
 * the unique key, its order is the answer.
 */
export async function placeOnce(
  db: Db,
  userId: number,
  request: OrderCreateRequest,
  gateway: CardGateway | null,
  place: () => Promise<OrderCreateAnswer>,
): Promise<OrderCreateAnswer> {
  const before = await existingOrder(db, userId, request.idempotencyKey);
  if (before) return before;
  await checkMethodAllowed(db, userId, request.paymentMethod, gateway);
  try {
    return await place();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const made = await existingOrder(db, userId, request.idempotencyKey);
      if (made) return made;
    }
    throw error;
  }
}

/** Two transactions raced to write the same unique row (an idempotency key, a quote's one order). */
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

function placeOrder(
  db: Db,
  userId: number,
  request: OrderCreateRequest,
  holds: StockHoldSettings,
): Promise<OrderCreateAnswer> {
  return db.transaction().execute(async (tx) => {
    // Lock the basket: an add from another session waits until the order is made.
    await tx.selectFrom('basketLines').select('variantId').where('userId', '=', userId).forUpdate().execute();
    const lines = await orderableLines(tx, userId);
    if (lines.length === 0) {
      // A duplicate that waited on the lock finds the basket emptied by the order it duplicates.
      const made = await existingOrder(tx, userId, request.idempotencyKey);
      if (made) return made;
      throw new ApiError(CODE.conflict, MESSAGES.basketEmpty);
    }
    const address = await addressSnapshot(tx, userId, request.deliveryAddressId);
    const { totals, sentBy } = await orderTotals(tx, userId, lines, address, request.deliveryService);
    const order = await writeOrder(tx, userId, request, lines, totals, { holds, delivery: sentBy });
    await tx
      .deleteFrom('basketLines')
      .where('userId', '=', userId)
      .where('saved', '=', false)
      .where(
        'variantId',
        'in',
        lines.map((l) => l.variantId),
      )
      .execute();
    return order;
  });
}

/**
 * An order's totals, delivery priced for its address by the service asked for (the cheapest offered
 * when none is) and VAT as decided for the destination and buyer; an order that cannot be sent is
 * refused. Checkout and punch-out purchase orders both price through it.
 */
export async function orderTotals(
  db: Db,
  userId: number,
  lines: readonly ParcelLine[],
  address: Destination,
  wanted?: DeliveryServiceName,
): Promise<{ totals: BasketTotals; sentBy: SentBy }> {
  const { totals, delivery } = await pricedDelivery(db, lines, address, await decideTax(db, userId, address), wanted);
  const service = requireDeliverable(delivery, wanted);
  const chosen = delivery.options.find((o) => o.service === service)!;
  return {
    totals,
    sentBy: {
      service,
      zoneEn: delivery.zoneEn,
      zoneZh: delivery.zoneZh,
      dutiesPaid: delivery.duties === 'shop',
      dispatchOn: chosen.dispatchOn,
      deliverBy: chosen.deliverBy,
    },
  };
}

/** The delivery an order is sent by: the service chosen, the zone it was priced for, the dates promised. */
export interface SentBy {
  service: DeliveryServiceName;
  zoneEn: string;
  zoneZh: string;
  dutiesPaid: boolean;
  dispatchOn: string;
  deliverBy: string;
}

/** Addresses an order brings with it (a punch-out purchase order's ShipTo and BillTo), instead of the book's. */
export interface OrderAddresses {
  delivery: AddressSnapshotJson;
  invoice: AddressSnapshotJson;
}

/** Where an order came from when not the shop's checkout: a punch-out purchase order, with its buyer and terms. */
export type OrderSource = Pick<
  Insertable<OrdersTable>,
  'punchoutSystem' | 'buyerEmail' | 'buyerLanguage' | 'paymentTerms'
>;

/** What an order line is made of, whether from the basket or from a quote. */
export type OrderableLine = Pick<
  PricedBasketLine,
  | 'variantId'
  | 'familyId'
  | 'familySlug'
  | 'partNo'
  | 'name'
  | 'nameZh'
  | 'quantity'
  | 'unitPricePence'
  | 'listUnitPricePence'
  | 'customerPartNo'
  | 'lineTotalPence'
  | 'reference'
  | 'leadTimeDays'
> & { source: { priceListId: number | null; rule: OrderPriceRule } };

/**
 * Writes an order of priced lines in the caller's transaction, as checkout does for every order: the
 * confirmed total checked, the credit limit, the order with its addresses, a snapshot of every line,
 * stock taken, the history and inbox, and the company's approval when the buyer's limit is passed.
 */
export async function writeOrder(
  tx: Db,
  userId: number,
  request: OrderCreateRequest,
  lines: readonly OrderableLine[],
  totals: BasketTotals,
  options: {
    holds: StockHoldSettings;
    quoteId?: number;
    delivery?: SentBy;
    addresses?: OrderAddresses;
    source?: OrderSource;
  },
): Promise<OrderCreateAnswer> {
  if (totals.totalPence !== request.expectedTotalPence)
    throw new ApiError(CODE.conflict, MESSAGES.pricesChanged, { totals });
  const delivery = options.addresses?.delivery ?? (await addressSnapshot(tx, userId, request.deliveryAddressId));
  const invoice = options.addresses?.invoice ?? (await addressSnapshot(tx, userId, request.invoiceAddressId));
  const user = await tx
    .selectFrom('users')
    .select(['companyId', 'emailVerifiedAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const holdRules = {
    settings: options.holds,
    verified: user.emailVerifiedAt !== null,
    paymentMethod: request.paymentMethod,
  };
  if (request.paymentMethod === 'account' && user.companyId !== null)
    await checkCreditLimit(tx, user.companyId, totals.totalPence);
  const taxNumbers = await buyerTaxNumbers(tx, userId);

  const order = await tx
    .insertInto('orders')
    .values({
      userId,
      companyId: user.companyId,
      idempotencyKey: request.idempotencyKey,
      poReference: request.poReference ?? '',
      paymentMethod: request.paymentMethod,
      subtotalPence: totals.subtotalPence,
      deliveryPence: totals.deliveryPence,
      vatRatePercent: totals.vatRatePercent,
      vatPence: totals.vatPence,
      totalPence: totals.totalPence,
      deliveryAddressId: request.deliveryAddressId,
      invoiceAddressId: request.invoiceAddressId,
      deliveryAddress: JSON.stringify(delivery),
      invoiceAddress: JSON.stringify(invoice),
      reservedUntil: holdUntil(holdRules),
      quoteId: options.quoteId ?? null,
      buyerVatNo: taxNumbers.vatNo,
      buyerEoriNo: taxNumbers.eoriNo,
      ...(options.delivery && {
        deliveryService: options.delivery.service,
        deliveryZoneEn: options.delivery.zoneEn,
        deliveryZoneZh: options.delivery.zoneZh,
        dutiesPaid: options.delivery.dutiesPaid,
        dispatchOn: options.delivery.dispatchOn,
        deliverBy: options.delivery.deliverBy,
      }),
      ...options.source,
    })
    .returning(['id', 'orderNo'])
    .executeTakeFirstOrThrow();

  const orderLines = [];
  for (const [index, line] of lines.entries()) {
    orderLines.push({
      orderId: order.id,
      lineNo: index + 1,
      variantId: line.variantId,
      familyId: line.familyId,
      familySlug: line.familySlug,
      partNo: line.partNo,
      nameEn: line.name,
      nameZh: line.nameZh,
      quantity: line.quantity,
      unitPricePence: line.unitPricePence,
      // The prices as placed, so a later price-list change never alters the order.
      listUnitPricePence: line.listUnitPricePence,
      priceListId: line.source.priceListId,
      priceRule: line.source.rule,
      customerPartNo: line.customerPartNo ?? '',
      lineTotalPence: line.lineTotalPence,
      reference: line.reference,
      reservedQty: await reserveStock(tx, userId, line.variantId, line.quantity, holdRules),
      leadTimeDays: line.leadTimeDays,
    });
  }
  await tx.insertInto('orderLines').values(orderLines).execute();
  const placed = { ...order, userId, totalPence: totals.totalPence };
  const overLimit = await overSpendingLimit(tx, placed);
  // A held order's buyer is told it waits for approval, in place of "order placed".
  await recordOrderEvent(tx, placed, 'placed', overLimit ? { message: null } : {});
  if (overLimit) await holdForApproval(tx, placed, overLimit);
  return order;
}
