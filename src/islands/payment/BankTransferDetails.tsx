import type { OrderDetail } from '../../api/shop-types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatPence } from '../../lib/catalogue/money.ts';
import { fill } from '../../lib/i18n-text.ts';
import { formatDate } from '../../lib/payment/dates.ts';
import type { PaymentStrings } from './payment-strings.ts';

interface Props {
  order: OrderDetail;
  locale: Locale;
  strings: PaymentStrings;
}

/** The pro-forma for a bank transfer: where to pay, how much, and the reference that matches it to the order. */
export function BankTransferDetails({ order, locale, strings }: Props) {
  const bank = order.bankDetails;
  const rows: Array<[string, string]> = [
    [strings.accountName, bank.accountName],
    [strings.bankName, bank.bankName],
    [strings.sortCode, bank.sortCode],
    [strings.accountNumber, bank.accountNumber],
    [strings.iban, bank.iban],
    [strings.bic, bank.bic],
    [strings.reference, bank.reference],
    [strings.amount, formatPence(order.totals.totalPence, locale)],
  ];
  return (
    <section className="pro-forma" aria-labelledby="pro-forma-title">
      <h2 id="pro-forma-title">{strings.proFormaTitle}</h2>
      <p>{fill(strings.proFormaIntro, { orderNo: order.orderNo, date: formatDate(order.createdAt, locale) })}</p>
      <dl className="bank-details">
        {rows.map(([term, value]) => (
          <div key={term}><dt>{term}</dt><dd>{value}</dd></div>
        ))}
      </dl>
      <button type="button" className="button secondary no-print" onClick={() => window.print()}>{strings.printProForma}</button>
    </section>
  );
}
