import type { ReactNode } from 'react';
import type { BankDetails } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { bankRows } from '#contract/rules/bank-rows.ts';
import { formatPence } from '#contract/format/money.ts';
import type { PaymentStrings } from './payment-strings.ts';

type BankStrings = Pick<
  PaymentStrings,
  | 'proFormaTitle'
  | 'accountName'
  | 'bankName'
  | 'sortCode'
  | 'accountNumber'
  | 'iban'
  | 'bic'
  | 'reference'
  | 'amount'
  | 'printProForma'
>;

interface Props {
  bank: BankDetails;
  amountPence: number;
  /** What the transfer pays: the order, or the orders of a team payment. */
  intro: string;
  locale: Locale;
  strings: BankStrings;
  /** More of the pro-forma after the bank details (a team payment's orders). */
  children?: ReactNode;
}

/** The pro-forma for a bank transfer: where to pay, how much, and the reference that matches it to the order(s). */
export function BankTransferDetails({ bank, amountPence, intro, locale, strings, children }: Props) {
  const rows = [...bankRows(bank, strings), [strings.amount, formatPence(amountPence, locale)]];
  return (
    <section className="pro-forma" aria-labelledby="pro-forma-title">
      <h2 id="pro-forma-title">{strings.proFormaTitle}</h2>
      <p>{intro}</p>
      <dl className="bank-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <button type="button" className="button secondary no-print" onClick={() => window.print()}>
        {strings.printProForma}
      </button>
    </section>
  );
}
