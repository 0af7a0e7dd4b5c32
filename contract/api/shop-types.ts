import type { OrderEvent, OrderStage } from './order-history-types.ts';
import type { AddressFields } from '../calls/addresses.ts';
import type { Basket, BasketTotals } from '../calls/basket.ts';
import type { Shipment } from '../calls/staff-orders.ts';

/**
 * Request and answer types of the shop's calls (basket, addresses, orders, payments), shared by the
 * server and the site. Money is in pence (GBP), whole numbers; the server computes every figure.
 */

export type PaymentMethod = 'card' | 'bankTransfer' | 'account';

/**
 * unpaid: nothing started or a card payment not finished; pending: the card provider is processing;
 * paid; failed: the last attempt failed (try again); awaitingTransfer: a bank transfer is expected;
 * onAccount: invoiced to the company's credit account, due at dueAt.
 */
export type PaymentState = 'unpaid' | 'pending' | 'paid' | 'failed' | 'awaitingTransfer' | 'onAccount';

/** pri/paymentOptions: which methods this buyer can use. */
export interface PaymentOptions {
  /** Card payments are set up (STRIPE_SECRET_KEY and the publishable key configured). */
  card: boolean;
  /** The buyer's company is approved for credit (invoice, 30 days). */
  account: boolean;
  bankTransfer: true;
  stripePublishableKey: string | null;
}

/** pri/orderCreate: the basket becomes an order in one transaction. */
export interface OrderCreateRequest {
  /** A random key the checkout makes once (8 to 64 of A-Z a-z 0-9 _ -): the same key never makes two orders. */
  idempotencyKey: string;
  deliveryAddressId: number;
  invoiceAddressId: number;
  /** Max 25. */
  poReference?: string;
  paymentMethod: PaymentMethod;
  /** The total the buyer confirmed; when today's prices differ the order is refused (409) to be checked again. */
  expectedTotalPence: number;
}

export interface OrderCreateAnswer {
  id: number;
  orderNo: string;
}

/** pri/checkoutTotals: the basket's totals for a delivery address (the delivery rule depends on the country). */
export interface CheckoutTotalsRequest {
  deliveryAddressId: number;
}

export interface OrderLine {
  lineNo: number;
  partNo: string;
  name: string;
  nameZh: string;
  familyId: number;
  familySlug: string;
  quantity: number;
  unitPricePence: number;
  lineTotalPence: number;
  reference: string;
  /** Taken from stock for this order; the rest ships after leadTimeDays. */
  reservedQty: number;
  leadTimeDays: number;
}

export interface BankDetails {
  accountName: string;
  bankName: string;
  sortCode: string;
  accountNumber: string;
  iban: string;
  bic: string;
  /** What the buyer puts as the payment's reference: the order number. */
  reference: string;
}

export interface OrderDetail {
  id: number;
  orderNo: string;
  /** ISO 8601. */
  createdAt: string;
  status: 'placed' | 'cancelled';
  poReference: string;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  lines: OrderLine[];
  totals: Omit<BasketTotals, 'freeDeliveryFromPence'>;
  deliveryAddress: AddressFields;
  invoiceAddress: AddressFields;
  /** ISO 8601, when paid. */
  paidAt: string | null;
  /** ISO 8601, when on account: the invoice's due date. */
  dueAt: string | null;
  /** The last card failure's message from the provider, when paymentState is failed. */
  failureMessage: string | null;
  /** Where to send a bank transfer (always present: any unpaid order may be paid by transfer). */
  bankDetails: BankDetails;
  /** Where the order stands for the buyer, in one word (see order-history-types.ts). */
  stage: OrderStage;
  approvalState: 'notNeeded' | 'pending' | 'approved' | 'rejected';
  /** The admin's note when the order was rejected ('' otherwise). */
  approvalNote: string;
  deliveryState: 'processing' | 'partDispatched' | 'dispatched' | 'delivered';
  /** What has been sent so far, each with its tracking link. */
  shipments: Shipment[];
  /** The order's history, oldest first. */
  events: OrderEvent[];
  /** Whether the caller placed it (an admin also sees the team's orders). */
  mine: boolean;
  /** Who placed it: filled for company admins, null for everyone else. */
  placedBy: string | null;
  /** The caller may pay it now (/Pay/{id}): their own order, placed, not paid, not waiting for approval. */
  payable: boolean;
}

/** pri/payStart: start paying an unpaid (or failed) order by a method. */
export interface PayStartRequest {
  id: number;
  method: PaymentMethod;
}

export interface PayStartAnswer {
  paymentState: PaymentState;
  /** Card only: the PaymentIntent's client secret for Stripe's Payment Element. */
  clientSecret: string | null;
  stripePublishableKey: string | null;
}

/** pri/orderAgain: a line that could not go into the basket. */
export interface OrderAgainProblem {
  partNo: string;
  /** Why, in the request's language. */
  reason: string;
}

export interface OrderAgainAnswer {
  added: Array<{ partNo: string; quantity: number }>;
  problems: OrderAgainProblem[];
  basket: Basket;
}
