import * as T from 'typebox';
import { defineDownload } from '../download.ts';
import { defineCall, orNull } from '../call.ts';
import { fields, idField, LABELS, oneOf, text, wholeNumber } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { ORDER_HISTORY_LIMITS } from '../limits/orders.ts';
import { dayField } from '../rules/calendar-day.ts';
import { Basket } from './basket.ts';

/**
 * The account's order history (/acOrder, /acOrderdetails/{id}): the list and order again. The order
 * itself is orders.ts's OrderDetail. Orders are the caller's own or, for a company admin, the
 * company's; any other id answers 404 like a missing one.
 */

/**
 * Where an order stands for the buyer, from its status, approval, payment and delivery states
 * (server/shop/order-stage.ts decides, in that order of precedence).
 */
export const ORDER_STAGES = [
  'awaitingApproval',
  'awaitingPayment',
  'awaitingTransfer',
  'onAccount',
  'paid',
  'partDispatched',
  'dispatched',
  'delivered',
  'cancelled',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** mine: the orders the caller placed; team: every order of the caller's company (admins only). */
export const ORDER_SCOPES = ['mine', 'team'] as const;
export type OrderScope = (typeof ORDER_SCOPES)[number];

/** Field labels of the order history's calls. */
export const ORDERS_LABELS = {
  stage: { en: 'order status', zh: '订单状态' },
  from: { en: 'from date', zh: '开始日期' },
  to: { en: 'to date', zh: '结束日期' },
  search: { en: 'search', zh: '搜索' },
  scope: { en: 'whose orders', zh: '订单范围' },
  order: { en: 'order', zh: '订单' },
} as const satisfies Record<string, BilingualText>;

export const OrderListRow = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  /** ISO 8601. */
  createdAt: T.String(),
  poReference: T.String(),
  stage: T.Unsafe<OrderStage>({ type: 'string', enum: [...ORDER_STAGES] }),
  totalPence: T.Integer(),
  lineCount: T.Integer(),
  /** Whether the caller placed it (false only in an admin's team view). */
  mine: T.Boolean(),
  /** Who placed it: filled for company admins, null for everyone else. */
  placedBy: orNull(T.String()),
});
export type OrderListRow = T.Static<typeof OrderListRow>;

export const OrderListAnswer = T.Object({
  orders: T.Array(OrderListRow),
  /** How many orders match the filters, on every page. */
  total: T.Integer(),
  page: T.Integer(),
  pageSize: T.Integer(),
  /** The caller is a company admin, who may see the whole team's orders. */
  canSeeTeam: T.Boolean(),
});
export type OrderListAnswer = T.Static<typeof OrderListAnswer>;

/** pri/orderAgain: a line that could not go into the basket. */
export const OrderAgainProblem = T.Object({
  partNo: T.String(),
  /** Why, in the request's language. */
  reason: T.String(),
});
export type OrderAgainProblem = T.Static<typeof OrderAgainProblem>;

export const OrderAgainAnswer = T.Object({
  added: T.Array(T.Object({ partNo: T.String(), quantity: T.Integer() })),
  problems: T.Array(OrderAgainProblem),
  basket: Basket,
});
export type OrderAgainAnswer = T.Static<typeof OrderAgainAnswer>;

/** Every field optional; dates are UK calendar days (YYYY-MM-DD), both ends included; scope is mine by default. */
export const orderList = defineCall({
  path: 'pri/orderList',
  caller: 'buyer',
  tag: 'orders',
  summary:
    "The buyer's orders newest first, a page at a time, filtered by status, days and a search; admins may ask for the team's",
  body: fields({
    page: wholeNumber({ label: LABELS.page, min: 1, max: ORDER_HISTORY_LIMITS.pageMax }),
    pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: ORDER_HISTORY_LIMITS.pageSizeMax }),
    stage: oneOf({ label: ORDERS_LABELS.stage, values: ORDER_STAGES }),
    from: dayField(ORDERS_LABELS.from),
    to: dayField(ORDERS_LABELS.to),
    /** Part of an order number, PO reference or part number. */
    search: text({ label: ORDERS_LABELS.search, max: ORDER_HISTORY_LIMITS.search }),
    scope: oneOf({ label: ORDERS_LABELS.scope, values: ORDER_SCOPES }),
  }),
  answer: OrderListAnswer,
});
export type OrderListRequest = T.Static<typeof orderList.body>;

export const orderAgain = defineCall({
  path: 'pri/orderAgain',
  caller: 'buyer',
  tag: 'orders',
  summary: "Put an order's parts and quantities into the basket at today's prices",
  body: fields({ id: idField(ORDERS_LABELS.order) }),
  answer: OrderAgainAnswer,
});

/**
 * A GET, so the browser can save the file; the session is the token header as on every pri/ call,
 * which the site sends by fetching the file and saving it (never in the address, where logs keep it).
 */
export const orderInvoice = defineDownload({
  path: 'pri/orderInvoice',
  caller: 'buyer',
  tag: 'orders',
  summary: "An order's invoice as a PDF attachment",
  query: fields({ id: idField(ORDERS_LABELS.order) }, { allowUnknown: true }),
  contentTypes: ['application/pdf'],
  disposition: 'attachment',
  cache: 'privateNoStore',
});
