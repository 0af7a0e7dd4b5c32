import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { emptyBody, fields, idField, idList, LABELS, oneOf, wholeNumber } from '../fields.ts';
import { ACCOUNT_PAYMENT_LIMITS } from '../limits/account-payments.ts';
import { BankDetails, PAYMENT_METHODS, PAYMENT_STATES } from './orders.ts';
import { Page } from './paging.ts';

/**
 * The account's payments (/acPay) and paying the team's orders together (/payAssociated). A payment is
 * visible to whoever made it and to the owners of its orders (a company admin: the company's); any other id answers 404.
 */

/**
 * What became of a payment: the card is being confirmed (pending), paid (succeeded), failed, a
 * transfer expected, invoiced, or replaced (another payment paid its orders first).
 */
export const PAYMENT_RECORD_STATES = [
  'pending',
  'succeeded',
  'failed',
  'awaitingTransfer',
  'onAccount',
  'replaced',
] as const;
export type PaymentRecordState = (typeof PAYMENT_RECORD_STATES)[number];

/** One order a payment covers, and its share of the amount. */
export const PaymentOrderRef = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  amountPence: T.Integer(),
  /** The viewer may open the order (theirs, or their company's as its admin): link to /acOrderdetails/{id}. */
  canOpen: T.Boolean(),
});
export type PaymentOrderRef = T.Static<typeof PaymentOrderRef>;

/** pri/paymentList: one payment or invoice. */
export const PaymentSummary = T.Object({
  id: T.Integer(),
  /** LGP-{id}: the payment's reference (a team transfer's bank reference). */
  reference: T.String(),
  /** ISO 8601. */
  createdAt: T.String(),
  method: enumOf(PAYMENT_METHODS),
  state: enumOf(PAYMENT_RECORD_STATES),
  amountPence: T.Integer(),
  /** Who paid: the viewer, or (for a company admin) the member's name. */
  paidByName: T.String(),
  paidByMe: T.Boolean(),
  /** ISO 8601: an invoice on account's due date. */
  dueAt: orNull(T.String()),
  failureMessage: orNull(T.String()),
  orders: T.Array(PaymentOrderRef),
});
export type PaymentSummary = T.Static<typeof PaymentSummary>;

export const PaymentListAnswer = Page(PaymentSummary);
export type PaymentListAnswer = T.Static<typeof PaymentListAnswer>;

/** pri/paymentDetail: a payment; a team transfer still expected carries its bank details (reference LGP-{id}). */
export const PaymentDetail = T.Object({ ...PaymentSummary.properties, bankDetails: orNull(BankDetails) });
export type PaymentDetail = T.Static<typeof PaymentDetail>;

/** pri/outstandingList: one order not paid yet. */
export const OutstandingOrder = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  /** ISO 8601. */
  createdAt: T.String(),
  poReference: T.String(),
  totalPence: T.Integer(),
  /** What is left to pay: the total less what has been paid, such as part of a bank transfer (server/back-office/paid-amounts.ts). */
  leftPence: T.Integer(),
  paymentMethod: enumOf(PAYMENT_METHODS),
  paymentState: enumOf(PAYMENT_STATES),
  /** ISO 8601: on account, when the invoice is due. */
  dueAt: orNull(T.String()),
  /** On account and past its due date. */
  overdue: T.Boolean(),
  /** Waiting for the company admin's approval: cannot be paid yet. */
  awaitingApproval: T.Boolean(),
  /** The viewer's own order (an admin also sees the team's). */
  mine: T.Boolean(),
  placedByName: T.String(),
  /** The viewer can pay it now on /Pay/{id}. */
  payable: T.Boolean(),
});
export type OutstandingOrder = T.Static<typeof OutstandingOrder>;

export const OutstandingAnswer = T.Object({
  list: T.Array(OutstandingOrder),
  /** Sum of what is left to pay of every listed order. */
  totalPence: T.Integer(),
  overdueCount: T.Integer(),
});
export type OutstandingAnswer = T.Static<typeof OutstandingAnswer>;

/** Who may pay the team's orders: a payer, or why not. */
export const TEAM_PAY_ACCESS = ['payer', 'noCompany', 'notPayer'] as const;
export type TeamPayAccess = (typeof TEAM_PAY_ACCESS)[number];

/** pri/teamPayableList: one order of the team that can be paid. */
export const TeamPayableOrder = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  /** ISO 8601. */
  createdAt: T.String(),
  poReference: T.String(),
  placedByName: T.String(),
  totalPence: T.Integer(),
  /** What is left to pay, and what a team payment asks for it (as OutstandingOrder's). */
  leftPence: T.Integer(),
  paymentState: enumOf(PAYMENT_STATES),
  dueAt: orNull(T.String()),
});
export type TeamPayableOrder = T.Static<typeof TeamPayableOrder>;

export const TeamPayableAnswer = T.Object({
  access: enumOf(TEAM_PAY_ACCESS),
  companyName: orNull(T.String()),
  list: T.Array(TeamPayableOrder),
});
export type TeamPayableAnswer = T.Static<typeof TeamPayableAnswer>;

export const TEAM_PAY_METHODS = ['card', 'bankTransfer'] as const satisfies readonly (typeof PAYMENT_METHODS)[number][];
export type TeamPayMethod = (typeof TEAM_PAY_METHODS)[number];

export const TeamPayStartAnswer = T.Object({
  paymentId: T.Integer(),
  /** LGP-{paymentId}. */
  reference: T.String(),
  amountPence: T.Integer(),
  /** Card: the PaymentIntent's client secret and Stripe's publishable key. */
  clientSecret: orNull(T.String()),
  stripePublishableKey: orNull(T.String()),
  /** Bank transfer: where to send the money, with the reference. */
  bankDetails: orNull(BankDetails),
});
export type TeamPayStartAnswer = T.Static<typeof TeamPayStartAnswer>;

export const paymentList = defineCall({
  path: 'pri/paymentList',
  caller: 'buyer',
  tag: 'account',
  summary: "A page of the buyer's payments and invoices, newest first; a company admin sees the company's too",
  body: fields({
    page: wholeNumber({ label: LABELS.page, min: 1, max: 10_000 }),
    pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: ACCOUNT_PAYMENT_LIMITS.maxPageSize }),
  }),
  answer: PaymentListAnswer,
});

export const paymentDetail = defineCall({
  path: 'pri/paymentDetail',
  caller: 'buyer',
  tag: 'account',
  summary: 'One payment, with the bank details while a transfer is expected (404 when not visible)',
  body: fields({ id: idField() }),
  answer: PaymentDetail,
});

export const outstandingList = defineCall({
  path: 'pri/outstandingList',
  caller: 'buyer',
  tag: 'account',
  summary: "The orders not paid yet (a company admin: the company's), overdue invoices flagged, and their sum",
  body: emptyBody,
  answer: OutstandingAnswer,
});

export const teamPayableList = defineCall({
  path: 'pri/teamPayableList',
  caller: 'buyer',
  tag: 'account',
  summary: "For a company's payer: the team's orders that can be paid now; anyone else learns why not",
  body: emptyBody,
  answer: TeamPayableAnswer,
});

/** One payment for several of the team's orders. */
export const teamPayStart = defineCall({
  path: 'pri/teamPayStart',
  caller: 'buyer',
  tag: 'account',
  summary:
    "Pay several of the team's orders in one payment, by card (one PaymentIntent for the sum) or one bank transfer",
  body: fields({
    orderIds: idList({
      label: { en: 'orders', zh: '订单' },
      required: true,
      max: ACCOUNT_PAYMENT_LIMITS.teamPayOrders,
    }),
    method: oneOf({ label: { en: 'payment method', zh: '付款方式' }, required: true, values: TEAM_PAY_METHODS }),
  }),
  answer: TeamPayStartAnswer,
});
