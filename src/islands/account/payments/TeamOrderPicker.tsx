import { useState } from 'react';
import type { TeamPayableOrder } from '#contract/calls/account-payments.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import { ACCOUNT_PAYMENT_LIMITS } from '#contract/limits/account-payments.ts';
import { AmountLeft } from './AmountLeft.tsx';
import { orderDetailsPath, type AccountPaymentsStrings } from './payments-strings.ts';

interface Props {
  orders: TeamPayableOrder[];
  locale: Locale;
  strings: AccountPaymentsStrings;
  onContinue: (orderIds: number[]) => void;
}

const MAX = ACCOUNT_PAYMENT_LIMITS.teamPayOrders;

/** The team's unpaid orders with a checkbox each, select all, and the running total of the choice. */
export function TeamOrderPicker({ orders, locale, strings, onContinue }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  if (orders.length === 0) return <p>{strings.nothingToPay}</p>;

  const total = orders.filter((o) => chosen.has(o.id)).reduce((sum, o) => sum + o.leftPence, 0);
  const allChosen = chosen.size === orders.length;
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
    setProblem(null);
  };
  const proceed = () => {
    if (chosen.size === 0) return setProblem(strings.chooseFirst);
    if (chosen.size > MAX) return setProblem(fill(strings.tooMany, { max: MAX }));
    onContinue(orders.filter((o) => chosen.has(o.id)).map((o) => o.id));
  };

  return (
    <div className="team-pick">
      <div className="acpay-table-wrap">
        <table className="data-table acpay-table">
          <caption>{strings.teamCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className="check">
                <input
                  type="checkbox"
                  aria-label={strings.selectAll}
                  checked={allChosen}
                  onChange={() => setChosen(allChosen ? new Set() : new Set(orders.map((o) => o.id)))}
                />
              </th>
              <th scope="col">{strings.order}</th>
              <th scope="col">{strings.placedOn}</th>
              <th scope="col">{strings.placedBy}</th>
              <th scope="col">{strings.payment}</th>
              <th scope="col" className="num">
                {strings.leftToPay}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} className={chosen.has(o.id) ? 'is-chosen' : undefined}>
                <td className="check">
                  <input
                    type="checkbox"
                    aria-label={fill(strings.chooseOrder, { orderNo: o.orderNo })}
                    checked={chosen.has(o.id)}
                    onChange={() => toggle(o.id)}
                  />
                </td>
                <th scope="row">
                  <a href={orderDetailsPath(locale, o.id)}>{o.orderNo}</a>
                </th>
                <td>{formatDate(o.createdAt, locale)}</td>
                <td>{o.placedByName}</td>
                <td>{strings.orderStates[o.paymentState]}</td>
                <td className="num">
                  <AmountLeft order={o} locale={locale} strings={strings} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="acpay-total" aria-live="polite">
        <strong>{fill(strings.selectedTotal, { count: chosen.size, amount: formatPence(total, locale) })}</strong>
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button" onClick={proceed}>
        {strings.continueToPay}
      </button>
    </div>
  );
}
