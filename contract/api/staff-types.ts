import type { AddressFields, BasketTotals, OrderLine, PaymentMethod, PaymentState, Shipment } from './shop-types.ts';
import type { OrderEvent, OrderStage } from './order-history-types.ts';

/** Roles of staff accounts: editors edit content, sales run orders, customers and companies, admins do all and manage staff. */
export const STAFF_ROLES = ['editor', 'sales', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const DELIVERY_STATES = ['processing', 'partDispatched', 'dispatched', 'delivered'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const ORDER_SORTS = ['newest', 'oldest', 'totalDesc', 'totalAsc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** staff/orderList (and staff/orderExport, which answers CSV): every field optional. */
export interface StaffOrderListRequest {
  page?: number;
  pageSize?: number;
  stage?: OrderStage;
  paymentState?: PaymentState;
  paymentMethod?: PaymentMethod;
  /** UK calendar days, both ends included. */
  from?: string;
  to?: string;
  companyId?: number;
  /** ISO country of the delivery address. */
  country?: string;
  /** Part of an order number, PO reference, buyer's name or e-mail, or part number. */
  search?: string;
  sort?: OrderSort;
}

export interface StaffOrderRow {
  id: number;
  orderNo: string;
  createdAt: string;
  poReference: string;
  buyerName: string;
  buyerEmail: string;
  companyName: string | null;
  country: string;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  deliveryState: DeliveryState;
  stage: OrderStage;
  totalPence: number;
}

export interface StaffOrderListAnswer {
  list: StaffOrderRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StaffPayment {
  id: number;
  method: PaymentMethod;
  state: string;
  amountPence: number;
  /** This order's share of it (a team payment settles several orders). */
  shareOfOrderPence: number;
  createdAt: string;
  receivedOn: string | null;
  bankReference: string;
  recordedBy: string | null;
}

export interface StaffOrderEvent extends OrderEvent {
  /** Who of staff did it; null for the buyer or the shop itself. */
  staffEmail: string | null;
  detail: Record<string, unknown>;
}

export interface StaffOrderNote {
  id: number;
  at: string;
  staffEmail: string | null;
  body: string;
}

export interface SentMessage {
  at: string;
  subject: string;
  subjectZh: string;
}

export interface StaffOrderLine extends OrderLine {
  dispatchedQty: number;
}

/** staff/orderGet: everything about one order, for staff. */
export interface StaffOrderDetail {
  id: number;
  orderNo: string;
  /** Send it back with an action: an action on an older version is refused (another member of staff acted first). */
  version: number;
  createdAt: string;
  status: 'placed' | 'cancelled';
  stage: OrderStage;
  poReference: string;
  buyer: { id: number; name: string; email: string };
  company: { id: number; name: string } | null;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  approvalState: 'notNeeded' | 'pending' | 'approved' | 'rejected';
  deliveryState: DeliveryState;
  refundState: 'none' | 'refunded' | 'toRefund';
  totals: Omit<BasketTotals, 'freeDeliveryFromPence'>;
  paidPence: number;
  duePence: number;
  dueAt: string | null;
  lines: StaffOrderLine[];
  deliveryAddress: AddressFields;
  invoiceAddress: AddressFields;
  payments: StaffPayment[];
  shipments: Shipment[];
  events: StaffOrderEvent[];
  notes: StaffOrderNote[];
  messages: SentMessage[];
}

/** Every order action names the order and the version it was shown. */
export interface StaffOrderAction {
  id: number;
  version: number;
}

export interface TransferReceivedRequest extends StaffOrderAction {
  amountPence: number;
  /** The day it reached the bank (YYYY-MM-DD). */
  receivedOn: string;
  bankReference?: string;
}

export interface DispatchRequest extends StaffOrderAction {
  /** "lineNo:quantity …"; omitted: everything still to send. */
  lines?: string;
  carrier: string;
  trackingNo: string;
  trackingUrl: string;
}

export interface CancelRequest extends StaffOrderAction {
  reason: string;
}

export interface NoteRequest extends StaffOrderAction {
  body: string;
}
