import type { BankDetails } from '../calls/orders.ts';

/** The words for where a bank transfer goes, as the pro-forma page, the PDFs and the e-mails name them. */
export type BankLabels = Record<keyof BankDetails, string>;

/** Where to pay, as label and value pairs in the order a bank's form asks for them. */
export function bankRows(bank: BankDetails, labels: BankLabels): Array<[string, string]> {
  const order: Array<keyof BankDetails> = [
    'accountName',
    'bankName',
    'sortCode',
    'accountNumber',
    'iban',
    'bic',
    'reference',
  ];
  return order.map((key) => [labels[key], bank[key]]);
}
