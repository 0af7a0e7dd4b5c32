import type { ColumnType, Generated } from 'kysely';
import type { PaymentMethodColumn } from './orders.ts';

/** Payments, the orders each settles, and Stripe's events already handled. */

export type PaymentRecordState = 'pending' | 'succeeded' | 'failed' | 'awaitingTransfer' | 'onAccount' | 'replaced';

export interface PaymentsTable {
  id: Generated<number>;
  /** The order, when the payment is for one; a team payment (/payAssociated) has null and lists its orders in payment_orders. */
  orderId: number | null;
  paidBy: number | null;
  method: PaymentMethodColumn;
  state: PaymentRecordState;
  amountPence: number;
  stripePaymentIntent: string | null;
  failureMessage: string | null;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** A transfer staff marked received: the day it arrived, the bank's reference, who recorded it. */
  receivedOn: ColumnType<string | null, string | null | undefined, string | null>;
  bankReference: ColumnType<string, string | undefined, string>;
  recordedBy: ColumnType<number | null, number | null | undefined, number | null>;
  stripeRefundId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The orders a payment settles (one row for a single order's payment). */
export interface PaymentOrdersTable {
  paymentId: number;
  orderId: number;
  amountPence: number;
  /** How much of the share went back to the payer (card refunds, bank refunds staff recorded); migration 044. */
  refundedPence: ColumnType<number, number | undefined, number>;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  receivedAt: Generated<Date>;
}

export interface PaymentTables {
  payments: PaymentsTable;
  paymentOrders: PaymentOrdersTable;
  stripeEvents: StripeEventsTable;
}
