import { outstandingList } from '../../../api/account-payments.ts';
import type { OutstandingOrder } from '#contract/calls/account-payments.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import { payPath } from '../../../lib/payment/payment-paths.ts';
import { useAnswer } from '../../use-answer.ts';
import type { AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { AmountLeft } from './AmountLeft.tsx';
import { orderDetailsPath, type AccountPaymentsStrings } from './payments-strings.ts';

interface Props {
  locale: Locale;
  strings: AccountPaymentsStrings;
  gate: AccountStrings;
}

/** The orders not paid yet, the sum, overdue invoices flagged, and Pay for each the buyer can pay now. */
export function OutstandingSection({ locale, strings, gate }: Props) {
  const { answer, status, retry } = useAnswer(outstandingList, 'outstanding');
  const price = (pence: number) => formatPence(pence, locale);
  const team = answer?.list.some((o) => !o.mine) ?? false;

  return (
    <section className="acpay-section" aria-labelledby="outstanding-title">
      <h2 id="outstanding-title">{strings.outstandingTitle}</h2>
      {status === 'failed' && <LoadFailed retry={retry} strings={gate} />}
      {status !== 'failed' && !answer && <p role="status">{gate.loading}</p>}
      {answer && answer.list.length === 0 && <p>{strings.nothingOutstanding}</p>}
      {answer && answer.list.length > 0 && (
        <>
          <p className="acpay-total">
            <strong>{fill(strings.outstandingTotal, { amount: price(answer.totalPence) })}</strong>
            {answer.overdueCount > 0 && (
              <span className="acpay-flag overdue">{fill(strings.overdueCount, { count: answer.overdueCount })}</span>
            )}
          </p>
          <div className="acpay-table-wrap">
            <table className="data-table acpay-table">
              <caption>{strings.outstandingCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{strings.order}</th>
                  <th scope="col">{strings.placedOn}</th>
                  {team && <th scope="col">{strings.placedBy}</th>}
                  <th scope="col">{strings.payment}</th>
                  <th scope="col">{strings.due}</th>
                  <th scope="col" className="num">
                    {strings.leftToPay}
                  </th>
                  <th scope="col">{strings.action}</th>
                </tr>
              </thead>
              <tbody>
                {answer.list.map((o) => (
                  <tr key={o.id} className={o.overdue ? 'is-overdue' : undefined}>
                    <th scope="row">
                      <a href={orderDetailsPath(locale, o.id)}>{o.orderNo}</a>
                    </th>
                    <td>{formatDate(o.createdAt, locale)}</td>
                    {team && <td>{o.placedByName}</td>}
                    <td>{strings.orderStates[o.paymentState]}</td>
                    <td>
                      {o.dueAt ? formatDate(o.dueAt, locale) : '—'}
                      {o.overdue && <span className="acpay-flag overdue">{strings.overdue}</span>}
                    </td>
                    <td className="num">
                      <AmountLeft order={o} locale={locale} strings={strings} />
                    </td>
                    <td>
                      <OrderAction order={o} locale={locale} strings={strings} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Pay (own payable order), why not yet (approval), or the team page for a member's order the admin sees. */
function OrderAction({
  order,
  locale,
  strings,
}: {
  order: OutstandingOrder;
  locale: Locale;
  strings: AccountPaymentsStrings;
}) {
  if (order.payable) {
    return (
      <a className="button small" href={payPath(locale, order.id)}>
        {strings.pay}
        <span className="visually-hidden"> {order.orderNo}</span>
      </a>
    );
  }
  if (order.awaitingApproval) return <span className="acpay-flag">{strings.awaitingApproval}</span>;
  if (!order.mine) return <a href={localePath(locale, '/payAssociated')}>{strings.teamPaysIt}</a>;
  return null;
}
