import * as T from 'typebox';
import { ORDER_STAGES } from './order-history.ts';
import { defineDownload } from '../download.ts';
import { defineCall } from '../call.ts';
import { AddressFields } from './addresses.ts';
import {
  DELIVERY_STATES,
  OrderLine,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  OrderPunchOutSystem,
  OrderQuote,
  Shipment,
} from './orders.ts';
import { fields, idField, LABELS, oneOf, text, wholeNumber } from '../fields.ts';
import { STAFF_FIELD_MESSAGES, STAFF_LABELS } from '../i18n/staff-labels.ts';
import { DISPATCH_LINES_PATTERN, STAFF_LIMITS, TRACKING_URL_PATTERN } from '../limits/staff.ts';
import { dayField } from '../rules/calendar-day.ts';
import { oneLineText } from '../one-line-fields.ts';
import { OrderCreditNotes } from '../shapes/credit-note.ts';

/** The orders area of the staff console (sales and admins): the list, one order, and the actions that move it on. Money in pence. */

export const ORDER_SORTS = ['newest', 'oldest', 'totalDesc', 'totalAsc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const Iso = T.String({ description: 'ISO 8601' });
const Stage = T.Unsafe<(typeof ORDER_STAGES)[number]>({ type: 'string', enum: [...ORDER_STAGES] });
const PaymentState = T.Unsafe<(typeof PAYMENT_STATES)[number]>({ type: 'string', enum: [...PAYMENT_STATES] });
const PaymentMethod = T.Unsafe<(typeof PAYMENT_METHODS)[number]>({ type: 'string', enum: [...PAYMENT_METHODS] });
const DeliveryState = T.Unsafe<(typeof DELIVERY_STATES)[number]>({ type: 'string', enum: [...DELIVERY_STATES] });
const NullableText = T.Union([T.String(), T.Null()]);

export const StaffOrderRow = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  createdAt: Iso,
  poReference: T.String(),
  buyerName: T.String(),
  buyerEmail: T.String(),
  companyName: NullableText,
  country: T.String(),
  paymentMethod: PaymentMethod,
  paymentState: PaymentState,
  deliveryState: DeliveryState,
  stage: Stage,
  totalPence: T.Integer(),
});
export type StaffOrderRow = T.Static<typeof StaffOrderRow>;

export const StaffOrderListAnswer = T.Object({
  list: T.Array(StaffOrderRow),
  total: T.Integer(),
  page: T.Integer(),
  pageSize: T.Integer(),
});
export type StaffOrderListAnswer = T.Static<typeof StaffOrderListAnswer>;

const StaffOrderLine = T.Object({
  ...OrderLine.properties,
  dispatchedQty: T.Integer(),
  /** How many of the line its credit notes have given back (a refund, a return, a cancellation). */
  creditedQty: T.Optional(T.Integer()),
});

const StaffPayment = T.Object({
  id: T.Integer(),
  method: PaymentMethod,
  state: T.String(),
  amountPence: T.Integer(),
  /** This order's share of it (a team payment settles several orders). */
  shareOfOrderPence: T.Integer(),
  createdAt: Iso,
  receivedOn: NullableText,
  bankReference: T.String(),
  recordedBy: NullableText,
});

/** staff/orderGet and the answer of every action: everything about one order, for staff. */
export const StaffOrderDetail = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  /** Send it back with an action: an action on an older version is refused (another member of staff acted first). */
  version: T.Integer(),
  createdAt: Iso,
  status: T.Unsafe<'placed' | 'cancelled'>({ type: 'string', enum: ['placed', 'cancelled'] }),
  stage: Stage,
  poReference: T.String(),
  buyer: T.Object({ id: T.Integer(), name: T.String(), email: T.String() }),
  company: T.Union([T.Object({ id: T.Integer(), name: T.String() }), T.Null()]),
  paymentMethod: PaymentMethod,
  paymentState: PaymentState,
  approvalState: T.Unsafe<'notNeeded' | 'pending' | 'approved' | 'rejected'>({
    type: 'string',
    enum: ['notNeeded', 'pending', 'approved', 'rejected'],
  }),
  deliveryState: DeliveryState,
  refundState: T.Unsafe<'none' | 'refunded' | 'toRefund'>({ type: 'string', enum: ['none', 'refunded', 'toRefund'] }),
  totals: T.Object({
    subtotalPence: T.Integer(),
    deliveryPence: T.Integer(),
    vatRatePercent: T.Number(),
    vatPence: T.Integer(),
    totalPence: T.Integer(),
    currency: T.Literal('GBP'),
  }),
  paidPence: T.Integer(),
  duePence: T.Integer(),
  dueAt: T.Union([Iso, T.Null()]),
  lines: T.Array(StaffOrderLine),
  deliveryAddress: AddressFields,
  invoiceAddress: AddressFields,
  payments: T.Array(StaffPayment),
  shipments: T.Array(Shipment),
  events: T.Array(
    T.Object({
      kind: T.String(),
      at: Iso,
      /** Who of staff did it; null for the buyer or the shop itself. */
      staffEmail: NullableText,
      detail: T.Record(T.String(), T.Unknown()),
    }),
  ),
  notes: T.Array(T.Object({ id: T.Integer(), at: Iso, staffEmail: NullableText, body: T.String() })),
  messages: T.Array(T.Object({ at: Iso, subject: T.String(), subjectZh: T.String() })),
  quote: OrderQuote,
  /** The VAT invoice's credit notes, oldest first. */
  creditNotes: OrderCreditNotes,
  punchOutSystem: OrderPunchOutSystem,
});
export type StaffOrderDetail = T.Static<typeof StaffOrderDetail>;

/** The list's filters, also the CSV export's query. */
export const orderFilters = {
  stage: oneOf({ label: STAFF_LABELS.stage, values: ORDER_STAGES }),
  paymentState: oneOf({ label: STAFF_LABELS.paymentState, values: PAYMENT_STATES }),
  paymentMethod: oneOf({ label: STAFF_LABELS.paymentMethod, values: PAYMENT_METHODS }),
  from: dayField(STAFF_LABELS.from),
  to: dayField(STAFF_LABELS.to),
  companyId: wholeNumber({ label: STAFF_LABELS.company, min: 1, max: 2_147_483_647 }),
  country: text({
    label: STAFF_LABELS.country,
    max: 2,
    pattern: /^[A-Za-z]{2}$/,
    patternMessage: STAFF_FIELD_MESSAGES.countryCode,
  }),
  search: text({ label: STAFF_LABELS.search, max: STAFF_LIMITS.search }),
  sort: oneOf({ label: STAFF_LABELS.sort, values: ORDER_SORTS }),
};
export const OrderFilters = fields(orderFilters);
export type StaffOrderListRequest = T.Static<typeof OrderFilters> & { page?: number; pageSize?: number };

export const staffOrderList = defineCall({
  path: 'staff/orderList',
  caller: 'sales',
  tag: 'staff',
  summary:
    'Orders filtered by status, payment, method, days, company and country, searched (order number, PO, buyer, part number), sorted and paged',
  body: fields({
    page: wholeNumber({ label: LABELS.page, min: 1, max: STAFF_LIMITS.pageMax }),
    pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: STAFF_LIMITS.pageSizeMax }),
    ...orderFilters,
  }),
  answer: StaffOrderListAnswer,
});

/** The orders the list's filters find, as CSV for accounts. */
export const staffOrderExport = defineDownload({
  path: 'staff/orderExport',
  caller: 'sales',
  tag: 'staff',
  summary: "The orders the list's filters find, as a CSV attachment for accounts (UTF-8 with BOM; sales and admins)",
  query: OrderFilters,
  contentTypes: ['text/csv; charset=utf-8'],
  disposition: 'attachment',
  cache: 'noStore',
});

export const staffOrderGet = defineCall({
  path: 'staff/orderGet',
  caller: 'sales',
  tag: 'staff',
  summary: 'One order: lines, addresses, payments, shipments, history, internal notes and messages sent',
  body: fields({ id: idField(STAFF_LABELS.order) }),
  answer: StaffOrderDetail,
});

/** Every action names the order and the version it was shown. */
const action = {
  id: idField(STAFF_LABELS.order),
  version: wholeNumber({ label: STAFF_LABELS.version, required: true, min: 0, max: 2_147_483_647 }),
};

export const staffOrderTransferReceived = defineCall({
  path: 'staff/orderTransferReceived',
  caller: 'sales',
  tag: 'staff',
  summary:
    "Mark a bank transfer received (amount, day, bank reference): it pays the order, or a team transfer's orders; a part payment leaves the rest due",
  body: fields({
    ...action,
    amountPence: wholeNumber({ label: STAFF_LABELS.amount, required: true, min: 1, max: STAFF_LIMITS.amountPenceMax }),
    receivedOn: dayField(STAFF_LABELS.receivedOn, true),
    bankReference: text({ label: STAFF_LABELS.bankReference, max: STAFF_LIMITS.bankReference }),
  }),
  answer: StaffOrderDetail,
});
export type TransferReceivedRequest = T.Static<typeof staffOrderTransferReceived.body>;

export const staffOrderDispatch = defineCall({
  path: 'staff/orderDispatch',
  caller: 'sales',
  tag: 'staff',
  summary:
    'Dispatch the whole order, or some quantities of some lines ("lineNo:quantity …"), with carrier, tracking number and link',
  body: fields({
    ...action,
    lines: text({
      label: STAFF_LABELS.lines,
      max: 2000,
      pattern: DISPATCH_LINES_PATTERN,
      patternMessage: STAFF_FIELD_MESSAGES.dispatchLines,
    }),
    carrier: text({ label: STAFF_LABELS.carrier, required: true, max: STAFF_LIMITS.carrier }),
    trackingNo: text({ label: STAFF_LABELS.trackingNo, required: true, max: STAFF_LIMITS.trackingNo }),
    trackingUrl: text({
      label: STAFF_LABELS.trackingUrl,
      required: true,
      max: STAFF_LIMITS.trackingUrl,
      pattern: TRACKING_URL_PATTERN,
      patternMessage: STAFF_FIELD_MESSAGES.trackingUrl,
    }),
  }),
  answer: StaffOrderDetail,
});
export type DispatchRequest = T.Static<typeof staffOrderDispatch.body>;

export const staffOrderDelivered = defineCall({
  path: 'staff/orderDelivered',
  caller: 'sales',
  tag: 'staff',
  summary: 'Mark a dispatched order delivered',
  body: fields(action),
  answer: StaffOrderDetail,
});
export type StaffOrderAction = T.Static<typeof staffOrderDelivered.body>;

export const staffOrderCancel = defineCall({
  path: 'staff/orderCancel',
  caller: 'sales',
  tag: 'staff',
  summary:
    'Cancel an order nothing of which was dispatched: stock returned, a card payment refunded through Stripe, other payments marked for refund',
  body: fields({
    ...action,
    reason: oneLineText({ label: STAFF_LABELS.reason, required: true, max: STAFF_LIMITS.cancelReason }),
  }),
  answer: StaffOrderDetail,
});
export type CancelRequest = T.Static<typeof staffOrderCancel.body>;

export const staffOrderRefund = defineCall({
  path: 'staff/orderRefund',
  caller: 'sales',
  tag: 'staff',
  summary:
    'Refund the money marked to refund on an order (a payment that came after it was cancelled or already paid): card payments through Stripe; otherwise staff paid it back by bank, with its reference',
  body: fields({
    ...action,
    bankReference: text({ label: STAFF_LABELS.bankReference, max: STAFF_LIMITS.bankReference }),
  }),
  answer: StaffOrderDetail,
});
export type RefundRequest = T.Static<typeof staffOrderRefund.body>;

export const staffOrderNote = defineCall({
  path: 'staff/orderNote',
  caller: 'sales',
  tag: 'staff',
  summary: 'Add an internal note (never shown to the buyer)',
  body: fields({ ...action, body: text({ label: STAFF_LABELS.note, required: true, max: STAFF_LIMITS.note }) }),
  answer: StaffOrderDetail,
});
export type NoteRequest = T.Static<typeof staffOrderNote.body>;
