import type { BankDetails, OrderDetail, OrderLine } from '#contract/calls/orders.ts';
import type { Db } from '../db/connect.ts';
import type { PaymentStateColumn } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { creditNotesOf } from './order-credit-notes.ts';
import { shipmentsOf } from './order-shipments.ts';
import { buyerName, stageOf } from './order-stage.ts';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** Where a bank transfer goes, with its reference: an order number, or a team payment's LGP-{id}. */
export async function bankDetailsFor(db: Db, reference: string): Promise<BankDetails> {
  const bank = await db
    .selectFrom('companyInfo')
    .select(['bankAccountName', 'bankName', 'bankSortCode', 'bankAccountNo', 'bankIban', 'bankBic'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    accountName: bank.bankAccountName,
    bankName: bank.bankName,
    sortCode: bank.bankSortCode,
    accountNumber: bank.bankAccountNo,
    iban: bank.bankIban,
    bic: bank.bankBic,
    reference,
  };
}

/** Who is asking: a company admin also sees the orders of the whole company. */
export interface Viewer {
  userId: number;
  /** The company whose orders the caller may see, when a company admin. */
  adminOf: number | null;
}

export async function viewerOf(db: Db, userId: number): Promise<Viewer> {
  const user = await db
    .selectFrom('users')
    .select(['companyId', 'companyRole'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId, adminOf: user.companyRole === 'admin' ? user.companyId : null };
}

/**
 * An order the caller may see (their own, or as an admin one of their company's), with who placed it
 * and its stage; anything else answers 404 (never 403), as if it did not exist.
 */
export async function visibleOrder(db: Db, viewer: Viewer, id: number) {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .selectAll('o')
    .select([buyerName.as('placedByName'), stageOf.as('stage')])
    .where('o.id', '=', id)
    .where((eb) => {
      const own = eb('o.userId', '=', viewer.userId);
      return viewer.adminOf === null ? own : eb.or([own, eb('o.companyId', '=', viewer.adminOf)]);
    })
    .executeTakeFirst();
  if (!order) throw new ApiError(CODE.notFound, MESSAGES.noSuchOrder);
  return order;
}

export type VisibleOrder = Awaited<ReturnType<typeof visibleOrder>>;

/** The states in which the pay page takes a payment (as payableOrder in payments.ts decides). */
const PAYABLE: readonly PaymentStateColumn[] = ['unpaid', 'failed', 'awaitingTransfer', 'onAccount'];

function isPayable(order: VisibleOrder, viewer: Viewer): boolean {
  return (
    order.userId === viewer.userId &&
    order.status === 'placed' &&
    PAYABLE.includes(order.paymentState) &&
    order.approvalState !== 'pending' &&
    order.approvalState !== 'rejected'
  );
}

/** An order's lines as placed, in order. */
export function orderLinesOf(db: Db, id: number) {
  return db.selectFrom('orderLines').selectAll().where('orderId', '=', id).orderBy('lineNo').execute();
}

/** A stored line as the API answers it. */
export function orderLineOf(l: Awaited<ReturnType<typeof orderLinesOf>>[number]): OrderLine {
  return {
    lineNo: l.lineNo,
    partNo: l.partNo,
    name: l.nameEn,
    nameZh: l.nameZh,
    familyId: l.familyId,
    familySlug: l.familySlug,
    quantity: l.quantity,
    unitPricePence: l.unitPricePence,
    listUnitPricePence: l.listUnitPricePence,
    lineTotalPence: l.lineTotalPence,
    reference: l.reference,
    customerPartNo: l.customerPartNo === '' ? null : l.customerPartNo,
    reservedQty: l.reservedQty,
    leadTimeDays: l.leadTimeDays,
  };
}

/** A stored order's totals as the API answers them. */
export function orderTotalsOf(
  order: Pick<VisibleOrder, 'subtotalPence' | 'deliveryPence' | 'vatRatePercent' | 'vatPence' | 'totalPence'>,
): OrderDetail['totals'] {
  return {
    subtotalPence: order.subtotalPence,
    deliveryPence: order.deliveryPence,
    vatRatePercent: order.vatRatePercent,
    vatPence: order.vatPence,
    totalPence: order.totalPence,
    currency: 'GBP',
  };
}

/** An order for its owner or an admin of its company (404 for anyone else): lines, totals, addresses, states and history. */
export async function readOrder(db: Db, userId: number, id: number): Promise<OrderDetail> {
  const viewer = await viewerOf(db, userId);
  const order = await visibleOrder(db, viewer, id);
  const [lines, lastPayment, bankDetails, events, shipments, invoice, quote, creditNotes, promised] = await Promise.all(
    [
      orderLinesOf(db, id),
      // Through payment_orders, so a failed team payment (/payAssociated) gives its reason too.
      db
        .selectFrom('payments as p')
        .innerJoin('paymentOrders as po', 'po.paymentId', 'p.id')
        .select(['p.state', 'p.failureMessage'])
        .where('po.orderId', '=', id)
        .orderBy('p.id', 'desc')
        .executeTakeFirst(),
      bankDetailsFor(db, order.orderNo),
      db
        .selectFrom('orderEvents')
        .select(['kind', 'at'])
        .where('orderId', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute(),
      shipmentsOf(db, id),
      // The day as text: the two databases' drivers read a date column differently.
      db
        .selectFrom('invoices')
        .select((eb) => ['invoiceNo', eb.cast<string>('taxPoint', 'text').as('taxPoint'), 'issuedAt'])
        .where('orderId', '=', id)
        .executeTakeFirst(),
      db
        .selectFrom('orders as o')
        .innerJoin('quotes as q', 'q.id', 'o.quoteId')
        .select(['q.id', 'q.quoteNo'])
        .where('o.id', '=', id)
        .executeTakeFirst(),
      creditNotesOf(db, id),
      db
        .selectFrom('orders')
        .select((eb) => [
          eb.cast<string | null>('dispatchOn', 'text').as('dispatchOn'),
          eb.cast<string | null>('deliverBy', 'text').as('deliverBy'),
        ])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ],
  );
  return {
    id: order.id,
    orderNo: order.orderNo,
    createdAt: new Date(order.createdAt).toISOString(),
    status: order.status,
    poReference: order.poReference,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    lines: lines.map(orderLineOf),
    totals: orderTotalsOf(order),
    deliveryAddress: order.deliveryAddress,
    invoiceAddress: order.invoiceAddress,
    buyerTaxNumbers: { vatNo: order.buyerVatNo, eoriNo: order.buyerEoriNo },
    paidAt: iso(order.paidAt),
    invoice: invoice
      ? { invoiceNo: invoice.invoiceNo, taxPoint: invoice.taxPoint, issuedAt: new Date(invoice.issuedAt).toISOString() }
      : null,
    creditNotes,
    dueAt: iso(order.dueAt),
    failureMessage: order.paymentState === 'failed' ? (lastPayment?.failureMessage ?? null) : null,
    bankDetails,
    stage: order.stage,
    approvalState: order.approvalState,
    approvalNote: order.approvalNote,
    deliveryState: order.deliveryState,
    shipments,
    events: events.map((e) => ({ kind: e.kind, at: new Date(e.at).toISOString() })),
    mine: order.userId === viewer.userId,
    placedBy: viewer.adminOf === null ? null : order.placedByName,
    payable: isPayable(order, viewer),
    quote: quote ?? null,
    delivery: {
      service: order.deliveryService,
      zoneEn: order.deliveryZoneEn,
      zoneZh: order.deliveryZoneZh,
      dutiesPaid: order.dutiesPaid,
      ...promised,
    },
    punchOutSystem: order.punchoutSystem,
  };
}
