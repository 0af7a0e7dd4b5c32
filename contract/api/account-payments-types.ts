/**
 * Request and answer types of the account area's payment calls (/acPay, /payAssociated), shared by
 * the server's routes and the browser's calls.
 */
import type { BankDetails, PaymentMethod, PaymentState } from '../calls/orders.ts';
import type { Page } from '../calls/paging.ts';

/**
 * What became of a payment: the card is being confirmed (pending), paid (succeeded), failed, a
 * transfer expected, invoiced, or replaced (another payment paid its orders first).
 */
export type PaymentRecordState = 'pending' | 'succeeded' | 'failed' | 'awaitingTransfer' | 'onAccount' | 'replaced';

/** One order a payment covers, and its share of the amount. */
export interface PaymentOrderRef {
  id: number;
  orderNo: string;
  amountPence: number;
  /** The viewer may open the order (theirs, or their company's as its admin): link to /acOrderdetails/{id}. */
  canOpen: boolean;
}

/** pri/paymentList and pri/paymentDetail: one payment or invoice. */
export interface PaymentSummary {
  id: number;
  /** LGP-{id}: the payment's reference (a team transfer's bank reference). */
  reference: string;
  /** ISO 8601. */
  createdAt: string;
  method: PaymentMethod;
  state: PaymentRecordState;
  amountPence: number;
  /** Who paid: the viewer, or (for a company admin) the member's name. */
  paidByName: string;
  paidByMe: boolean;
  /** ISO 8601: an invoice on account's due date. */
  dueAt: string | null;
  failureMessage: string | null;
  orders: PaymentOrderRef[];
}

export interface PaymentListRequest {
  page?: number;
  pageSize?: number;
}

export type PaymentListAnswer = Page<PaymentSummary>;

/** pri/paymentDetail: a payment; a team transfer still expected carries its bank details (reference LGP-{id}). */
export interface PaymentDetail extends PaymentSummary {
  bankDetails: BankDetails | null;
}

/** pri/outstandingList: one order not paid yet. */
export interface OutstandingOrder {
  id: number;
  orderNo: string;
  /** ISO 8601. */
  createdAt: string;
  poReference: string;
  totalPence: number;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  /** ISO 8601: on account, when the invoice is due. */
  dueAt: string | null;
  /** On account and past its due date. */
  overdue: boolean;
  /** Waiting for the company admin's approval: cannot be paid yet. */
  awaitingApproval: boolean;
  /** The viewer's own order (an admin also sees the team's). */
  mine: boolean;
  placedByName: string;
  /** The viewer can pay it now on /Pay/{id}. */
  payable: boolean;
}

export interface OutstandingAnswer {
  list: OutstandingOrder[];
  /** Sum of every listed order's total. */
  totalPence: number;
  overdueCount: number;
}

/** Who may pay the team's orders: a payer, or why not. */
export type TeamPayAccess = 'payer' | 'noCompany' | 'notPayer';

/** pri/teamPayableList: one order of the team that can be paid. */
export interface TeamPayableOrder {
  id: number;
  orderNo: string;
  /** ISO 8601. */
  createdAt: string;
  poReference: string;
  placedByName: string;
  totalPence: number;
  paymentState: PaymentState;
  dueAt: string | null;
}

export interface TeamPayableAnswer {
  access: TeamPayAccess;
  companyName: string | null;
  list: TeamPayableOrder[];
}

export type TeamPayMethod = Extract<PaymentMethod, 'card' | 'bankTransfer'>;

/** pri/teamPayStart: one payment for several of the team's orders. */
export interface TeamPayStartRequest {
  /** 1 to 50 distinct order ids of the payer's company. */
  orderIds: number[];
  method: TeamPayMethod;
}

export interface TeamPayStartAnswer {
  paymentId: number;
  /** LGP-{paymentId}. */
  reference: string;
  amountPence: number;
  /** Card: the PaymentIntent's client secret and Stripe's publishable key. */
  clientSecret: string | null;
  stripePublishableKey: string | null;
  /** Bank transfer: where to send the money, with the reference. */
  bankDetails: BankDetails | null;
}
