import * as T from 'typebox';
import { ORDER_STAGES, type OrderStage } from './order-history.ts';
import { defineCall, enumOf, orNull } from '../call.ts';
import { emptyBody, fields, idField, oneOf, text, wholeNumber } from '../fields.ts';
import { ORDER_LIMITS } from '../limits/fields.ts';
import { businessText } from '../one-line-fields.ts';
import { AddressFields } from './addresses.ts';
import { BasketTotals } from './basket.ts';
import { OrderCreditNotes } from '../shapes/credit-note.ts';
import { DeliveryChoice, deliveryServiceField, OrderDelivery } from './delivery-choice.ts';

/** Checkout, orders and starting a payment. Money is in pence (GBP), whole numbers; the server computes every figure. */

export const PAYMENT_STATES = ['unpaid', 'pending', 'paid', 'failed', 'awaitingTransfer', 'onAccount'] as const;
export const PAYMENT_METHODS = ['card', 'bankTransfer', 'account'] as const;
export const DELIVERY_STATES = ['processing', 'partDispatched', 'dispatched', 'delivered'] as const;

/** A parcel sent for an order, with what was in it. */
export const Shipment = T.Object({
  id: T.Integer(),
  at: T.String({ description: 'ISO 8601' }),
  carrier: T.String(),
  trackingNo: T.String(),
  trackingUrl: T.String(),
  lines: T.Array(T.Object({ lineNo: T.Integer(), partNo: T.String(), quantity: T.Integer() })),
});
export type Shipment = T.Static<typeof Shipment>;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * unpaid: nothing started or a card payment not finished; pending: the card provider is processing;
 * paid; failed: the last attempt failed (try again); awaitingTransfer: a bank transfer is expected;
 * onAccount: invoiced to the company's credit account, due at dueAt.
 */
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** pri/paymentOptions: which methods this buyer can use. */
export const PaymentOptions = T.Object({
  /** Card payments are set up (STRIPE_SECRET_KEY and the publishable key configured). */
  card: T.Boolean(),
  /** The buyer's company is approved for credit (invoice, 30 days). */
  account: T.Boolean(),
  bankTransfer: T.Literal(true),
  stripePublishableKey: orNull(T.String()),
  /** A company buyer's spending limit (a limit per month: what this month's orders leave of it): an order totalling more (incl. VAT, pence) waits for an admin's approval. Null: none waits. */
  approvalAbovePence: orNull(T.Integer()),
});
export type PaymentOptions = T.Static<typeof PaymentOptions>;

export const OrderCreateAnswer = T.Object({ id: T.Integer(), orderNo: T.String() });
export type OrderCreateAnswer = T.Static<typeof OrderCreateAnswer>;

export const OrderLine = T.Object({
  lineNo: T.Integer(),
  partNo: T.String(),
  name: T.String(),
  nameZh: T.String(),
  familyId: T.Integer(),
  familySlug: T.String(),
  quantity: T.Integer(),
  /** The buyer's unit price when the order was placed. */
  unitPricePence: T.Integer(),
  /** The list price of a unit at that quantity then: above unitPricePence when a price list applied. */
  listUnitPricePence: T.Integer(),
  lineTotalPence: T.Integer(),
  reference: T.String(),
  /** The buyer's company's own number for the part when the order was placed, or null. */
  customerPartNo: T.Union([T.String(), T.Null()]),
  /** Taken from stock for this order; the rest ships after leadTimeDays. */
  reservedQty: T.Integer(),
  leadTimeDays: T.Integer(),
});
export type OrderLine = T.Static<typeof OrderLine>;

export const BankDetails = T.Object({
  accountName: T.String(),
  bankName: T.String(),
  sortCode: T.String(),
  accountNumber: T.String(),
  iban: T.String(),
  bic: T.String(),
  /** What the buyer puts as the payment's reference: the order number. */
  reference: T.String(),
});
export type BankDetails = T.Static<typeof BankDetails>;

/** One entry of an order's history (order_events): placed, paymentReceived, dispatched, delivered … */
export const OrderEvent = T.Object({
  kind: T.String(),
  /** ISO 8601. */
  at: T.String(),
});
export type OrderEvent = T.Static<typeof OrderEvent>;

const { freeDeliveryFromPence: _free, ...orderTotals } = BasketTotals.properties;

/** The quote an order was made from (docs/quotes.md), or null; optional, so answers built before quotes still type-check. */
export const OrderQuote = T.Optional(orNull(T.Object({ id: T.Integer(), quoteNo: T.String() })));

/** The procurement system a punch-out purchase order came from ('SAP Ariba', docs/punch-out.md), or null; optional as OrderQuote is. */
export const OrderPunchOutSystem = T.Optional(orNull(T.String()));

export const OrderDetail = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  /** ISO 8601. */
  createdAt: T.String(),
  status: enumOf(['placed', 'cancelled']),
  poReference: T.String(),
  paymentMethod: enumOf(PAYMENT_METHODS),
  paymentState: enumOf(PAYMENT_STATES),
  lines: T.Array(OrderLine),
  totals: T.Object(orderTotals),
  deliveryAddress: AddressFields,
  invoiceAddress: AddressFields,
  /** The buyer's VAT and EORI numbers as the order was placed ('' where none was kept), printed on its invoice. */
  buyerTaxNumbers: T.Object({ vatNo: T.String(), eoriNo: T.String() }),
  /** ISO 8601, when paid. */
  paidAt: orNull(T.String()),
  /** The VAT invoice, once issued (at payment, or at the first dispatch on account): its number and tax point (YYYY-MM-DD). */
  invoice: orNull(T.Object({ invoiceNo: T.String(), taxPoint: T.String(), issuedAt: T.String() })),
  /** The credit notes correcting that invoice (a cancellation, a refund, a return), oldest first. */
  creditNotes: OrderCreditNotes,
  /** ISO 8601, when on account: the invoice's due date. */
  dueAt: orNull(T.String()),
  /** The last card failure's message from the provider, when paymentState is failed. */
  failureMessage: orNull(T.String()),
  /** Where to send a bank transfer (always present: any unpaid order may be paid by transfer). */
  bankDetails: BankDetails,
  /** Where the order stands for the buyer, in one word (see order-history.ts). */
  stage: T.Unsafe<OrderStage>({ type: 'string', enum: [...ORDER_STAGES] }),
  approvalState: enumOf(['notNeeded', 'pending', 'approved', 'rejected']),
  /** The admin's note when the order was rejected ('' otherwise). */
  approvalNote: T.String(),
  deliveryState: enumOf(DELIVERY_STATES),
  /** What has been sent so far, each with its tracking link. */
  shipments: T.Array(Shipment),
  /** The order's history, oldest first. */
  events: T.Array(OrderEvent),
  /** Whether the caller placed it (an admin also sees the team's orders). */
  mine: T.Boolean(),
  /** Who placed it: filled for company admins, null for everyone else. */
  placedBy: orNull(T.String()),
  /** The caller may pay it now (/Pay/{id}): their own order, placed, not paid, not waiting for approval. */
  payable: T.Boolean(),
  quote: OrderQuote,
  /** The delivery service chosen at checkout, as the invoice and confirmation print it. */
  delivery: OrderDelivery,
  punchOutSystem: OrderPunchOutSystem,
});
export type OrderDetail = T.Static<typeof OrderDetail>;

export const PayStartAnswer = T.Object({
  paymentState: enumOf(PAYMENT_STATES),
  /** Card only: the PaymentIntent's client secret for Stripe's Payment Element. */
  clientSecret: orNull(T.String()),
  stripePublishableKey: orNull(T.String()),
});
export type PayStartAnswer = T.Static<typeof PayStartAnswer>;

const method = oneOf({ label: { en: 'payment method', zh: '付款方式' }, required: true, values: PAYMENT_METHODS });
const addressId = (en: string, zh: string) => idField({ en, zh });

/** The basket's totals for a delivery address and service, with the services the address's zone offers. */
export const CheckoutTotals = T.Object({ ...BasketTotals.properties, delivery: DeliveryChoice });
export type CheckoutTotals = T.Static<typeof CheckoutTotals>;

export const checkoutTotals = defineCall({
  path: 'pri/checkoutTotals',
  caller: 'buyer',
  tag: 'checkout',
  summary:
    "The basket's totals for delivery to one of the buyer's addresses by a service (left out: the cheapest offered)",
  body: fields({ deliveryAddressId: addressId('delivery address', '收货地址'), deliveryService: deliveryServiceField }),
  answer: CheckoutTotals,
});

export const paymentOptions = defineCall({
  path: 'pri/paymentOptions',
  caller: 'buyer',
  tag: 'checkout',
  summary: "Which payment methods the buyer can use, and Stripe's publishable key",
  body: emptyBody,
  answer: PaymentOptions,
});

/** The basket becomes an order in one transaction. */
export const orderCreate = defineCall({
  path: 'pri/orderCreate',
  caller: 'buyer',
  tag: 'checkout',
  summary: 'Make the basket an order (one transaction; the same idempotency key never makes two)',
  body: fields({
    /** A random key the checkout makes once: the same key never makes two orders. */
    idempotencyKey: text({
      label: { en: 'idempotency key', zh: '幂等键' },
      required: true,
      min: 8,
      max: 64,
      pattern: /^[A-Za-z0-9_-]+$/,
      patternMessage: {
        en: 'The idempotency key may hold only letters, digits, _ and -',
        zh: '幂等键只能包含字母、数字、_ 和 -',
      },
    }),
    deliveryAddressId: addressId('delivery address', '收货地址'),
    invoiceAddressId: addressId('invoice address', '发票地址'),
    poReference: businessText({
      label: { en: 'purchase order reference', zh: '采购订单号' },
      max: ORDER_LIMITS.poReference,
    }),
    paymentMethod: method,
    /** Left out: the cheapest service the address's zone offers. */
    deliveryService: deliveryServiceField,
    /** The total the buyer confirmed; when today's prices differ the order is refused (409) to be checked again. */
    expectedTotalPence: wholeNumber({
      label: { en: 'expected total', zh: '确认总额' },
      required: true,
      min: 0,
      max: 2_000_000_000,
    }),
  }),
  answer: OrderCreateAnswer,
});
export type OrderCreateRequest = T.Static<typeof orderCreate.body>;

/** Orders are only ever the caller's own, or their company's for an admin (another's answers 404). */
export const orderDetail = defineCall({
  path: 'pri/orderDetail',
  caller: 'buyer',
  tag: 'orders',
  summary: "One of the buyer's orders: lines, totals, addresses, payment state",
  body: fields({ id: idField() }),
  answer: OrderDetail,
});

/** Start paying an unpaid (or failed) order by a method. */
export const payStart = defineCall({
  path: 'pri/payStart',
  caller: 'buyer',
  tag: 'payment',
  summary: "Pay an order by card (answers the PaymentIntent's client secret), bank transfer or on account",
  body: fields({ id: idField(), method }),
  answer: PayStartAnswer,
});
