import type { ColumnType, Generated } from 'kysely';
import type { AddressFields } from '#contract/calls/addresses.ts';
import type { Language } from '#contract/i18n/text.ts';
import type { PaymentTerms } from '#contract/rules/due-date.ts';
import type { Json, Timestamp } from './column-types.ts';
import type { DeliveryServiceColumn } from './delivery.ts';
import type { PriceSourceRule } from './pricing.ts';

/** Placed orders, their lines, events, shipments and staff notes. */

export type PaymentMethodColumn = 'card' | 'bankTransfer' | 'account';
export type PaymentStateColumn = 'unpaid' | 'pending' | 'paid' | 'failed' | 'awaitingTransfer' | 'onAccount';

/** An address as the order keeps it: a copy, so later edits never change a placed order. */
export type AddressSnapshotJson = AddressFields;

export interface OrdersTable {
  id: Generated<number>;
  orderNo: Generated<string>;
  userId: number;
  companyId: number | null;
  idempotencyKey: string;
  status: ColumnType<'placed' | 'cancelled', 'placed' | 'cancelled' | undefined, 'placed' | 'cancelled'>;
  poReference: string;
  paymentMethod: PaymentMethodColumn;
  paymentState: ColumnType<PaymentStateColumn, PaymentStateColumn | undefined, PaymentStateColumn>;
  currency: Generated<string>;
  subtotalPence: number;
  deliveryPence: number;
  vatRatePercent: number;
  vatPence: number;
  totalPence: number;
  deliveryAddressId: number;
  invoiceAddressId: number;
  deliveryAddress: Json<AddressSnapshotJson>;
  invoiceAddress: Json<AddressSnapshotJson>;
  createdAt: Generated<Date>;
  paidAt: Timestamp | null;
  /** Set once, when the order is first invoiced on account: until paid it counts in the company's credit used (server/shop/credit-limit.ts). */
  dueAt: Timestamp | null;
  /** An unpaid order's stock goes back on the shelf after this (server/shop/stock-holds.ts); null: it holds what it reserved. */
  reservedUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  approvalState: ColumnType<ApprovalStateColumn, ApprovalStateColumn | undefined, ApprovalStateColumn>;
  approvalDecidedBy: number | null;
  approvalDecidedAt: Timestamp | null;
  approvalNote: ColumnType<string, string | undefined, string>;
  deliveryState: ColumnType<DeliveryStateColumn, DeliveryStateColumn | undefined, DeliveryStateColumn>;
  /** Bumped by each staff action, so two staff acting at once on one order cannot both win. */
  staffVersion: Generated<number>;
  refundState: ColumnType<RefundStateColumn, RefundStateColumn | undefined, RefundStateColumn>;
  /** The quote the order was made from (one order per quote), or null. */
  quoteId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The buyer's VAT and EORI numbers (the company's, or an individual's own) as the order was placed, for its invoice. */
  buyerVatNo: ColumnType<string, string | undefined, never>;
  buyerEoriNo: ColumnType<string, string | undefined, never>;
  /** The service chosen at checkout and the zone it was priced for, in both languages (docs/delivery.md). */
  deliveryService: ColumnType<DeliveryServiceColumn, DeliveryServiceColumn | undefined, DeliveryServiceColumn>;
  deliveryZoneEn: ColumnType<string, string | undefined, string>;
  deliveryZoneZh: ColumnType<string, string | undefined, string>;
  /** Whether the zone said the shop pays import duties (DDP) when the order was placed. */
  dutiesPaid: ColumnType<boolean, boolean | undefined, boolean>;
  /** The days promised at checkout, written as ISO days (the drivers read a date back as a Date: cast to text to print one); null on orders placed before delivery had services. */
  dispatchOn: ColumnType<Date | null, string | null | undefined, string | null>;
  deliverBy: ColumnType<Date | null, string | null | undefined, string | null>;
  /** The procurement system a punch-out purchase order came from ('SAP Ariba'), or null (migration 046). */
  punchoutSystem: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whom the order's news goes to instead of its account's user ('' for that user): a purchase order's buyer (migration 051). */
  buyerEmail: ColumnType<string, string | undefined, string>;
  buyerLanguage: ColumnType<Language | null, Language | null | undefined, Language | null>;
  /** The terms it goes on account under instead of the company's (a punch-out connection's), or null (migration 051). */
  paymentTerms: ColumnType<PaymentTerms | null, PaymentTerms | null | undefined, PaymentTerms | null>;
}

export type RefundStateColumn = 'none' | 'refunded' | 'toRefund';

export type ApprovalStateColumn = 'notNeeded' | 'pending' | 'approved' | 'rejected';
export type DeliveryStateColumn = 'processing' | 'partDispatched' | 'dispatched' | 'delivered';

/** Where an order line's price came from: the list price, a price list's rule, or a quote (docs/quotes.md). */
export type OrderPriceRule = PriceSourceRule | 'quote';

export interface OrderLinesTable {
  orderId: number;
  lineNo: number;
  variantId: number | null;
  familyId: number;
  familySlug: string;
  partNo: string;
  nameEn: string;
  nameZh: string;
  quantity: number;
  /** What the buyer paid a unit: the buyer's price at the time (docs/pricing.md). */
  unitPricePence: number;
  /** The list price of a unit at that quantity when the order was placed. */
  listUnitPricePence: number;
  /** The price list whose rule gave unitPricePence; null for the list price. */
  priceListId: ColumnType<number | null, number | null | undefined, number | null>;
  priceRule: ColumnType<OrderPriceRule, OrderPriceRule | undefined, OrderPriceRule>;
  /** The buyer's company's own number for the part then; '' when none. */
  customerPartNo: ColumnType<string, string | undefined, string>;
  lineTotalPence: number;
  reference: string;
  reservedQty: number;
  leadTimeDays: number;
  dispatchedQty: Generated<number>;
}

export interface OrderEventsTable {
  id: Generated<number>;
  orderId: number;
  /** placed, paymentStarted, paymentPending, paymentReceived, paymentFailed, awaitingTransfer, onAccount … */
  kind: string;
  at: Generated<Date>;
  /** The member of staff who did it, when staff did. */
  staffId: ColumnType<number | null, number | null | undefined, number | null>;
  /** What it was about: an amount, a carrier and tracking number, a reason. */
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
}

export interface ShipmentsTable {
  id: Generated<number>;
  orderId: number;
  carrier: string;
  trackingNo: string;
  trackingUrl: string;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

export interface ShipmentLinesTable {
  shipmentId: number;
  orderId: number;
  lineNo: number;
  quantity: number;
}

/** A note staff keep about an order; never shown to the buyer. */
export interface OrderNotesTable {
  id: Generated<number>;
  orderId: number;
  staffId: number | null;
  body: string;
  createdAt: Generated<Date>;
}

/** A VAT invoice issued for an order: its number in the year's gap-free sequence (migration 040). */
export interface InvoicesTable {
  orderId: number;
  /** INV-2026-000123. */
  invoiceNo: string;
  year: number;
  number: number;
  /** The day of the supply for VAT (YYYY-MM-DD, a UK day): the payment's, or the invoice's on account. */
  taxPoint: ColumnType<string, string, never>;
  issuedAt: Generated<Date>;
}

/** The last invoice number given in each year. */
export interface InvoiceSequencesTable {
  year: number;
  lastNumber: number;
}

export interface OrderTables {
  orders: OrdersTable;
  invoices: InvoicesTable;
  invoiceSequences: InvoiceSequencesTable;
  orderLines: OrderLinesTable;
  orderEvents: OrderEventsTable;
  shipments: ShipmentsTable;
  shipmentLines: ShipmentLinesTable;
  orderNotes: OrderNotesTable;
}
