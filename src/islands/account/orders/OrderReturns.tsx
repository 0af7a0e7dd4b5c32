import { lazy, Suspense } from 'react';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { OrderReturns as Returns, ReturnSummary } from '#contract/calls/returns.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { RETURN_REASON_WORDS, RETURN_STATE_WORDS } from '#contract/rules/return-states.ts';
import { returnList } from '../../../api/returns.ts';
import { useAnswer } from '../../use-answer.ts';
import type { OrdersStrings } from './orders-strings.ts';
import { ReturnWithdrawButton } from './ReturnWithdrawButton.tsx';

// The request form (reasons, photos) loads only for an order with something left to return: the
// account pages' JavaScript has a budget (docs/performance.md).
const ReturnRequestForm = lazy(() =>
  import('./ReturnRequestForm.tsx').then((module) => ({ default: module.ReturnRequestForm })),
);

interface Props {
  order: OrderDetail;
  locale: Locale;
  strings: OrdersStrings;
}

/** The order's returns with their state (a request not yet answered may be withdrawn), and, once delivered, the form to ask for another (docs/returns.md). */
export function OrderReturns({ order, locale, strings }: Props) {
  const { answer, setAnswer } = useAnswer(() => returnList(order.id), `returns ${order.id}`);
  if (!answer || (answer.returns.length === 0 && answer.returnable.length === 0)) return null;
  const t = strings.returns;
  return (
    <section className="order-section" aria-labelledby="order-returns-title">
      <h3 id="order-returns-title">{t.heading}</h3>
      {answer.returns.map((r) => (
        <ReturnCard key={r.id} item={r} locale={locale} strings={strings} onChanged={setAnswer} />
      ))}
      {answer.returnable.length > 0 && (
        <Suspense fallback={null}>
          <ReturnRequestForm
            order={order}
            returnable={answer.returnable}
            locale={locale}
            strings={strings}
            onSent={(next: Returns) => setAnswer(next)}
          />
        </Suspense>
      )}
    </section>
  );
}

interface CardProps {
  item: ReturnSummary;
  locale: Locale;
  strings: OrdersStrings;
  onChanged: (next: Returns) => void;
}

function ReturnCard({ item, locale, strings, onChanged }: CardProps) {
  const t = strings.returns;
  const title = item.returnNo ?? fill(t.requestedOn, { date: formatDate(item.createdAt, locale) });
  return (
    <article className="order-return" aria-label={fill(t.returnLabel, { title })}>
      <h4>{title}</h4>
      <dl className="order-facts-list">
        <div>
          <dt>{t.state}</dt>
          <dd>{pick(RETURN_STATE_WORDS[item.state], locale)}</dd>
        </div>
        <div>
          <dt>{t.reason}</dt>
          <dd>{pick(RETURN_REASON_WORDS[item.reason], locale)}</dd>
        </div>
        {item.staffMessage && (
          <div>
            <dt>{t.ourMessage}</dt>
            <dd>{item.staffMessage}</dd>
          </div>
        )}
        {item.state === 'approved' && (
          <div>
            <dt>{t.sendTo}</dt>
            <dd className="order-return-address">{item.returnAddress}</dd>
          </div>
        )}
        {item.creditNote && (
          <div>
            <dt>{t.creditNote}</dt>
            <dd>
              {fill(t.creditNoteOf, {
                creditNoteNo: item.creditNote.creditNoteNo,
                amount: formatPence(item.creditNote.totalPence, locale),
              })}
            </dd>
          </div>
        )}
      </dl>
      <ul>
        {item.lines.map((line) => (
          <li key={line.lineNo}>
            {fill(item.state === 'received' ? t.lineReceived : t.lineAsked, {
              quantity: line.quantity,
              received: line.receivedQty,
              partNo: line.partNo,
              name: locale === 'zh-cn' && line.nameZh ? line.nameZh : line.nameEn,
            })}
          </li>
        ))}
      </ul>
      {item.state === 'requested' && (
        <ReturnWithdrawButton returnId={item.id} strings={strings} onWithdrawn={onChanged} />
      )}
    </article>
  );
}
