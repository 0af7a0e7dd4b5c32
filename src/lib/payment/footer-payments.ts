import type { AcceptedPayments } from '#contract/calls/company.ts';

/** The footer's payment icons (files under public/payment/) with their alt texts. */
export interface PaymentIcon {
  file: 'card' | 'bank-transfer' | 'invoice';
  label: string;
}

interface Labels {
  payCard: string;
  payBankTransfer: string;
  payInvoice: string;
}

/** The ways the shop takes payment: the card only when it is set up, as the checkout offers it. */
export function footerPaymentIcons(accepted: AcceptedPayments, labels: Labels): PaymentIcon[] {
  return [
    ...(accepted.card ? [{ file: 'card', label: labels.payCard } as const] : []),
    { file: 'bank-transfer', label: labels.payBankTransfer },
    { file: 'invoice', label: labels.payInvoice },
  ];
}
