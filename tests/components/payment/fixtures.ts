import type { OrderDetail, PaymentOptions } from '#contract/calls/orders.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { canStartPayment } from '../../../src/lib/payment/payment-state.ts';
import { $sessionReady } from '../../../src/islands/header/session-bootstrap.ts';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';

/** The real English strings, as the pages hand them to the islands. */
export const strings = dictionary('en').payment;
export const priceStrings = dictionary('en').prices;

export function order(changes: Partial<OrderDetail> = {}): OrderDetail {
  const address = {
    contactName: 'Alex Morgan',
    companyName: '',
    line1: '1 High Street',
    line2: '',
    town: 'Leeds',
    county: '',
    postcode: 'LS1 1AA',
    country: 'GB',
    phone: '0113 000 0000',
  };
  return {
    id: 42,
    orderNo: 'LG-100042',
    createdAt: '2026-11-02T10:00:00Z',
    status: 'placed',
    poReference: 'PO-7781',
    paymentMethod: 'bankTransfer',
    paymentState: 'unpaid',
    lines: [
      {
        lineNo: 1,
        partNo: 'LH-617-8-M12-SS',
        name: 'Star knob',
        nameZh: '星形旋钮',
        familyId: 3,
        familySlug: 'star-knob',
        quantity: 10,
        unitPricePence: 153,
        listUnitPricePence: 153,
        lineTotalPence: 1530,
        reference: 'Line A',
        customerPartNo: null,
        reservedQty: 10,
        leadTimeDays: 0,
      },
      {
        lineNo: 2,
        partNo: 'LH-1111-100-PA',
        name: 'Pull handle',
        nameZh: '拉手',
        familyId: 4,
        familySlug: 'pull-handle',
        quantity: 2,
        unitPricePence: 1250,
        listUnitPricePence: 1250,
        lineTotalPence: 2500,
        reference: '',
        customerPartNo: null,
        reservedQty: 2,
        leadTimeDays: 0,
      },
    ],
    totals: {
      subtotalPence: 4030,
      deliveryPence: 795,
      vatRatePercent: 20,
      vatPence: 965,
      totalPence: 5790,
      currency: 'GBP',
    },
    deliveryAddress: address,
    invoiceAddress: address,
    buyerTaxNumbers: { vatNo: '', eoriNo: '' },
    paidAt: null,
    invoice: null,
    dueAt: null,
    failureMessage: null,
    bankDetails: {
      accountName: 'Lihda Group Ltd',
      bankName: 'Example Bank plc',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      iban: 'GB33BUKB20201555555555',
      bic: 'BUKBGB22',
      reference: 'LG-100042',
    },
    stage: 'awaitingPayment',
    approvalState: 'notNeeded',
    approvalNote: '',
    deliveryState: 'processing',
    shipments: [],
    events: [{ kind: 'placed', at: '2026-11-02T10:00:00Z' }],
    mine: true,
    placedBy: null,
    delivery: {
      service: 'standard',
      zoneEn: 'UK mainland',
      zoneZh: '英国本土',
      dutiesPaid: false,
      dispatchOn: '2026-11-02',
      deliverBy: '2026-11-04',
    },
    // As the server says: the buyer's own order in a state that takes a payment.
    payable: canStartPayment(changes.paymentState ?? 'unpaid'),
    ...changes,
  };
}

export const options = (changes: Partial<PaymentOptions> = {}): PaymentOptions => ({
  card: true,
  account: false,
  bankTransfer: true,
  stripePublishableKey: 'pk_test_123',
  approvalAbovePence: null,
  ...changes,
});

/** A known session: logged in with a token, or logged out. */
export function session(loggedIn: boolean): void {
  $session.set({
    loaded: true,
    token: loggedIn ? 'token-1' : null,
    firstName: loggedIn ? 'Alex' : '',
    userId: loggedIn ? '7' : ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
  $sessionReady.set(true);
}
