import { useState } from 'react';
import { paymentList } from '../../../api/account-payments.ts';
import type { PaymentSummary } from '#contract/calls/account-payments.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import { ACCOUNT_PAYMENT_LIMITS } from '#contract/limits/account-payments.ts';
import type { PaymentStrings } from '../../payment/payment-strings.ts';
import { useAnswer } from '../../use-answer.ts';
import type { AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { PaymentOrders } from './PaymentOrders.tsx';
import type { AccountPaymentsStrings } from './payments-strings.ts';

interface Props {
  locale: Locale;
  strings: AccountPaymentsStrings;
  methods: PaymentStrings['methods'];
  gate: AccountStrings;
}

const PAGE_SIZE = ACCOUNT_PAYMENT_LIMITS.paymentsPageSize;

/** Every payment and invoice the buyer may see, newest first, a page at a time. */
export function PaymentHistory({ locale, strings, methods, gate }: Props) {
  const [page, setPage] = useState(1);
  const { answer, status, retry } = useAnswer(() => paymentList(page, PAGE_SIZE), `payments ${page}`);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / PAGE_SIZE)) : 1;

  return (
    <section className="acpay-section" aria-labelledby="payments-title">
      <h2 id="payments-title">{strings.historyTitle}</h2>
      {status === 'failed' && <LoadFailed retry={retry} strings={gate} />}
      {status !== 'failed' && !answer && <p role="status">{gate.loading}</p>}
      {answer && answer.total === 0 && <p>{strings.noPayments}</p>}
      {answer && answer.list.length > 0 && (
        <div className="acpay-table-wrap">
          <table className="data-table acpay-table">
            <caption>{strings.historyCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{strings.date}</th>
                <th scope="col">{strings.reference}</th>
                <th scope="col">{strings.method}</th>
                <th scope="col">{strings.ordersCovered}</th>
                <th scope="col" className="num">
                  {strings.amount}
                </th>
                <th scope="col">{strings.state}</th>
              </tr>
            </thead>
            <tbody>
              {answer.list.map((p) => (
                <tr key={p.id}>
                  <td>{formatDate(p.createdAt, locale)}</td>
                  <th scope="row">{p.reference}</th>
                  <td>{methods[p.method]}</td>
                  <td>
                    <PaymentOrders orders={p.orders} locale={locale} />
                  </td>
                  <td className="num">{formatPence(p.amountPence, locale)}</td>
                  <td>
                    <StateCell payment={p} locale={locale} strings={strings} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {answer && pages > 1 && (
        <nav className="acpay-pager" aria-label={strings.pager}>
          <button
            type="button"
            className="button secondary small"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {strings.previous}
          </button>
          <span>{fill(strings.pageOf, { page, pages })}</span>
          <button
            type="button"
            className="button secondary small"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {strings.next}
          </button>
        </nav>
      )}
    </section>
  );
}

function StateCell({
  payment,
  locale,
  strings,
}: {
  payment: PaymentSummary;
  locale: Locale;
  strings: AccountPaymentsStrings;
}) {
  return (
    <>
      <span className={`acpay-state state-${payment.state}`}>{strings.paymentStates[payment.state]}</span>
      {payment.dueAt && <small>{fill(strings.dueOn, { date: formatDate(payment.dueAt, locale) })}</small>}
      {payment.failureMessage && <small>{payment.failureMessage}</small>}
      {!payment.paidByMe && payment.paidByName && <small>{fill(strings.paidBy, { name: payment.paidByName })}</small>}
    </>
  );
}
