import { penceFromPounds } from '#contract/format/money.ts';
import { fillBoth, type BilingualText, type Language } from '#contract/i18n/text.ts';
import { PUNCH_OUT_LIMITS } from '#contract/limits/punch-out.ts';
import { ORDER_LIMITS } from '#contract/limits/fields.ts';
import type { StockHoldSettings } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { TransferredLine } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { CXML_STATUS_TEXT as TEXT } from '../i18n/punch-out-messages.ts';
import { orderTotals, writeOrder } from '../shop/orders.ts';
import { checkMethodAllowed } from '../shop/payment-options.ts';
import { putOnAccount } from '../shop/payments.ts';
import { usableBuyerEmail } from './buyer-email.ts';
import type { KnownConnection } from './authenticate.ts';
import type { OrderItem, OrderRequest } from './cxml-read.ts';
import { keepDocument, orderedBefore } from './documents.ts';
import { addressFields, keepOrderAddress } from './order-addresses.ts';
import { CURRENCY } from './transferred-line.ts';

/**
 * A cXML OrderRequest made an order: every line must be a line of a basket this connection
 * transferred, at its quantity and price; the order goes on the company's account (its credit limit
 * applies) with the buyer's PO number, once per payloadID.
 */

export interface Outcome {
  status: number;
  text: BilingualText;
}

/** How a transferred basket is named on its lines (SupplierPartAuxiliaryID), so a PO finds it. */
export const transferRef = (transferId: number) => `PT-${transferId}`;
const TRANSFER_REF = /^PT-(\d{1,9})$/;
const PO_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

const refused = (status: number, text: BilingualText): Outcome => ({ status, text });

/** What the order's items buy: the transferred lines, and the buyer the session's setup request named. */
interface Matched {
  lines: TransferredLine[];
  setupBuyerEmail: string;
}

/** The transferred lines the order's items buy, or the refusal of the first that does not match. */
async function matchLines(db: Db, connectionId: number, items: readonly OrderItem[]): Promise<Matched | Outcome> {
  const ids = [
    ...new Set(
      items
        .map((i) => TRANSFER_REF.exec(i.auxiliaryId)?.[1])
        .filter((id) => id !== undefined)
        .map(Number),
    ),
  ];
  const transfers =
    ids.length === 0
      ? []
      : await db
          .selectFrom('punchoutTransfers as t')
          .innerJoin('punchoutSessions as s', 's.id', 't.punchoutSessionId')
          .select(['t.id', 't.lines', 's.buyerEmail'])
          .where('s.connectionId', '=', connectionId)
          .where('t.id', 'in', ids)
          .execute();
  const lines: TransferredLine[] = [];
  for (const item of items) {
    const transfer = transfers.find((t) => transferRef(t.id) === item.auxiliaryId);
    const line = transfer?.lines.find((l) => l.partNo === item.supplierPartId);
    if (!line) return refused(400, fillBoth(TEXT.notTransferred, { line: item.lineNumber }));
    const price = penceFromPounds(item.unitPrice);
    if (item.currency !== CURRENCY || price !== line.unitPricePence || item.quantity !== line.quantity)
      return refused(400, fillBoth(TEXT.priceMismatch, { line: item.lineNumber }));
    lines.push(line);
  }
  const setupBuyerEmail = transfers.find((t) => t.buyerEmail !== '')?.buyerEmail ?? '';
  return { lines, setupBuyerEmail };
}

/** The order's addresses: its ShipTo (and BillTo, else the ShipTo), kept for the order alone. */
async function orderAddresses(db: Db, userId: number, order: OrderRequest) {
  const delivery = order.shipTo && addressFields(order.shipTo);
  const invoice = order.billTo ? addressFields(order.billTo) : delivery;
  if (!delivery || !invoice) return null;
  return {
    ids: {
      delivery: await keepOrderAddress(db, userId, 'delivery', delivery),
      invoice: await keepOrderAddress(db, userId, 'invoice', invoice),
    },
    snapshots: { delivery, invoice },
  };
}

/** The transferred lines with what delivery is priced by: each part's weight and stock today. */
async function withParcels(db: Db, lines: readonly TransferredLine[]) {
  const variants = await db
    .selectFrom('variants')
    .select(['id', 'weightGrams', 'stock'])
    .where(
      'id',
      'in',
      lines.map((l) => l.variantId),
    )
    .execute();
  const byId = new Map(variants.map((v) => [v.id, v]));
  return lines.map((l) => ({
    ...l,
    weightGrams: byId.get(l.variantId)?.weightGrams ?? 0,
    stock: byId.get(l.variantId)?.stock ?? 0,
  }));
}

const heldForApproval = async (db: Db, orderId: number) =>
  (await db.selectFrom('orders').select('approvalState').where('id', '=', orderId).executeTakeFirstOrThrow())
    .approvalState === 'pending';

/** An incoming OrderRequest as the route read it. */
export interface PurchaseOrder {
  payloadId: string;
  order: OrderRequest;
  /** The document as it came, kept for support. */
  body: string;
  /** The document's language (xml:lang): the buyer's e-mails are written in it. */
  language: Language;
  holds: StockHoldSettings;
}

/**
 * Whom the order's news goes to: the buyer the purchase order names (its Contact), else the one its
 * session's setup request named; '' leaves it with the company's account (server/shop/order-events.ts).
 */
function buyerOf(order: OrderRequest, setupBuyerEmail: string, language: Language) {
  const buyerEmail = usableBuyerEmail(order.buyerEmail) || setupBuyerEmail;
  return { buyerEmail, buyerLanguage: buyerEmail === '' ? null : language };
}

export async function placePurchaseOrder(
  db: Db,
  connection: KnownConnection,
  { payloadId, order, body, language, holds }: PurchaseOrder,
): Promise<Outcome> {
  if (payloadId === '') return refused(400, TEXT.noPayloadId);
  if (await orderedBefore(db, connection.id, payloadId)) return refused(409, TEXT.repeated);
  if (order.orderId.length > ORDER_LIMITS.poReference || !PO_NUMBER.test(order.orderId))
    return refused(400, TEXT.badOrderId);
  if (order.items.length === 0 || order.items.length > PUNCH_OUT_LIMITS.orderLines) return refused(400, TEXT.noItems);
  const matched = await matchLines(db, connection.id, order.items);
  if (!('lines' in matched)) return matched;
  const { lines } = matched;
  try {
    await checkMethodAllowed(db, connection.userId, 'account', null);
    return await db.transaction().execute(async (tx) => {
      const addresses = await orderAddresses(tx, connection.userId, order);
      if (!addresses) return refused(400, TEXT.badAddress);
      const { totals, sentBy } = await orderTotals(
        tx,
        connection.userId,
        await withParcels(tx, lines),
        addresses.snapshots.delivery,
      );
      const request = {
        idempotencyKey: `cxml:${payloadId}`.slice(0, 200),
        paymentMethod: 'account' as const,
        deliveryAddressId: addresses.ids.delivery,
        invoiceAddressId: addresses.ids.invoice,
        poReference: order.orderId,
        expectedTotalPence: totals.totalPence,
      };
      const made = await writeOrder(tx, connection.userId, request, lines, totals, {
        holds,
        addresses: addresses.snapshots,
        delivery: sentBy,
        source: {
          punchoutSystem: connection.systemName,
          paymentTerms: connection.paymentTerms,
          ...buyerOf(order, matched.setupBuyerEmail, language),
        },
      });
      // Invoiced on account now, under the connection's terms; one the company must approve first (the
      // connection says so, or the account's spending limit held it) when its administrator pays it
      // on account after approving.
      if (connection.needsApproval)
        await tx.updateTable('orders').set({ approvalState: 'pending' }).where('id', '=', made.id).execute();
      else if (!(await heldForApproval(tx, made.id))) await putOnAccount(tx, connection.userId, made.id);
      await keepDocument(tx, {
        connectionId: connection.id,
        kind: 'OrderRequest',
        payloadId,
        status: 200,
        body,
        orderId: made.id,
      });
      return { status: 200, text: fillBoth(TEXT.ordered, { orderNo: made.orderNo }) };
    });
  } catch (error) {
    // The credit limit, credit withdrawn, or a twin of this payloadID that won the race.
    if (error instanceof ApiError) return refused(403, error.text);
    if ((error as { code?: string }).code === '23505') return refused(409, TEXT.repeated);
    throw error;
  }
}
