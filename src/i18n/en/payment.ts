import { BANK_LABELS } from '#contract/i18n/bank-labels.ts';
import type { PaymentMethod, PaymentState } from '#contract/calls/orders.ts';

interface StateText {
  title: string;
  next: string;
}

/** Paying an order (/Pay/{id}) and its payment status (/payStatus/{id}). */
export const payment = {
  loading: 'Loading your order…',
  logInPrompt: 'Log in to see and pay this order.',
  logIn: 'Log in',
  noSuchOrder: 'There is no such order.',
  noSuchOrderHint: 'Check the link you followed: an order can be seen only by the buyer who placed it.',
  goHome: 'Go to the home page',
  loadFailed: 'The order could not be loaded.',
  loadAgain: 'Load again',
  continueShopping: 'Continue shopping',

  summaryTitle: 'Order summary',
  orderNo: 'Order number',
  placedOn: 'Placed on',
  poReference: 'PO reference',
  linesCaption: 'Items ordered',
  partNo: 'Part number',
  item: 'Item',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  lineReference: 'Your reference: {reference}',
  subtotal: 'Subtotal ex VAT',
  delivery: 'Delivery',
  vat: 'VAT ({rate}%)',
  total: 'Total',

  methodLegend: 'Payment method',
  chosenAtCheckout: 'Payment method chosen at checkout: {method}.',
  payAnotherWay: 'Pay another way',
  methods: {
    card: 'Card',
    bankTransfer: 'Bank transfer',
    account: 'On account',
  } satisfies Record<PaymentMethod, string>,
  methodHints: {
    card: 'Pay now by debit or credit card, securely through Stripe.',
    bankTransfer: 'We give you a pro-forma invoice with our bank details; your order ships when the payment arrives.',
    account: 'Invoiced to your company, payable within 30 days.',
  } satisfies Record<PaymentMethod, string>,
  optionsLoading: 'Loading the payment methods…',
  optionsFailed: 'The payment methods could not be loaded.',
  cardNotSetUp: 'Card payments are not set up yet. Please choose another payment method.',
  cardLoading: 'Loading the secure card form…',
  cardLoadFailed: 'The card form could not be loaded. Check your connection and try again.',
  cardFallbackError: 'The payment did not go through. Please check your card details and try again.',
  payAmount: 'Pay {amount}',
  payByTransfer: 'Pay by bank transfer',
  placeOnAccount: 'Place on account',
  lastAttemptFailed: 'Your last payment did not go through.',
  isPaid: 'This order is paid.',
  isUnderWay: 'The payment of this order is already arranged ({state}).',
  otherWay: 'You can still pay it another way below.',
  viewStatus: 'See the payment status',
  teamOrder: '{name} of your team placed this order. Your company pays its team’s orders on Team payments.',
  teamPayments: 'Go to Team payments',
  waitsForApproval:
    'This order is waiting for your company administrator’s approval. You can pay it once it is approved.',
  cancelledOrder: 'This order was cancelled, so there is nothing to pay.',

  states: {
    unpaid: { title: 'Not paid yet', next: 'Choose how to pay to complete your order.' },
    pending: { title: 'Payment pending', next: 'Your card payment is being confirmed. This page updates by itself.' },
    paid: { title: 'Paid', next: 'Thank you. We are preparing your order and will let you know when it ships.' },
    failed: {
      title: 'Payment failed',
      next: 'Your order is kept. You can try again with the same or another payment method.',
    },
    awaitingTransfer: {
      title: 'Awaiting bank transfer',
      next: 'Please transfer the amount below to our bank account, with the reference shown. We ship your order when the payment arrives.',
    },
    onAccount: {
      title: 'On account',
      next: 'Your order is confirmed. We send the invoice to your company; please pay it by the due date.',
    },
  } satisfies Record<PaymentState, StateText>,
  paidOn: 'Paid on {date}.',
  dueOn: 'Payment due by {date}.',
  failureReason: 'Reason: {message}',
  stillPending: 'We have not heard back from the card provider yet. Please refresh this page in a few minutes.',
  payNow: 'Pay now',
  tryAgain: 'Try again',

  proFormaTitle: 'Pro-forma invoice',
  proFormaIntro: 'Order {orderNo}, placed on {date}. Please pay by bank transfer to:',
  ...BANK_LABELS.en,
  amount: 'Amount',
  printProForma: 'Print pro-forma',
};
