import '../../../styles/account-orders.css';
import { useState } from 'react';
import { ApiCallError } from '../../../api/answer.ts';
import { orderForAccount } from '../../../api/order-history.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useAnswer } from '../../use-answer.ts';
import { useOrderId } from '../../payment/use-order-id.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import type { ApprovalStrings } from '../team/team-strings.ts';
import { OrderActions } from './OrderActions.tsx';
import type { SaveAsListStrings } from '../lists/SaveAsList.tsx';
import { OrderAddresses } from './OrderAddresses.tsx';
import { OrderApproval } from './OrderApproval.tsx';
import { OrderCreditNotes } from './OrderCreditNotes.tsx';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import { OrderProgress } from './OrderProgress.tsx';
import { OrderReturns } from './OrderReturns.tsx';
import { OrderShipments } from './OrderShipments.tsx';
import { OrderTotals } from './OrderTotals.tsx';
import type { OrdersStrings } from './orders-strings.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import { StageBadge } from './StageBadge.tsx';
import { quoteDetailsPath } from '../quotes/quote-path.ts';

interface Props {
  locale: Locale;
  strings: OrdersStrings;
  gate: AccountStrings;
  approvalStrings: ApprovalStrings;
  priceStrings: Dictionary['prices'];
  listStrings: SaveAsListStrings;
}

/** /acOrderdetails/{id}: one order for its buyer or an admin of the buyer's company; anything else reads "no such order". */
export default function OrderDetailsPage(props: Props) {
  const id = useOrderId();
  return (
    <AccountGate strings={props.gate}>
      {id === null && <NoSuchOrder {...props} />}
      {typeof id === 'number' && <LoadedOrder id={id} {...props} />}
    </AccountGate>
  );
}

function NoSuchOrder({ locale, strings }: Props) {
  return (
    <div className="order-missing">
      <p>{strings.noSuchOrder}</p>
      <p>
        <a href={localePath(locale, '/acOrder')}>{strings.backToOrders}</a>
      </p>
    </div>
  );
}

function LoadedOrder({ id, ...props }: Props & { id: number }) {
  // A 404 is a normal answer here (another buyer's order, or none): the page says so.
  const [missing, setMissing] = useState(false);
  const { answer, status, retry } = useAnswer(
    () =>
      orderForAccount(id).catch((error: unknown) => {
        // Not a failure to tell: the page says there is no such order.
        if (!(error instanceof ApiCallError && error.code === 404)) throw error;
        setMissing(true);
        return null;
      }),
    `order ${id}`,
  );
  if (missing) return <NoSuchOrder {...props} />;
  if (status === 'failed') return <LoadFailed retry={retry} strings={props.gate} />;
  if (!answer) return <p role="status">{props.gate.loading}</p>;
  return <OrderView order={answer} reload={retry} {...props} />;
}

function OrderView({
  order,
  reload,
  locale,
  strings,
  approvalStrings,
  priceStrings,
  listStrings,
}: Props & { order: OrderDetail; reload: () => void }) {
  return (
    <article className="order-details" aria-labelledby="order-title">
      <p className="no-print">
        <a href={localePath(locale, '/acOrder')}>{strings.backToOrders}</a>
      </p>
      <header className="order-details-head">
        <h2 id="order-title">{fill(strings.detailHeading, { orderNo: order.orderNo })}</h2>
        <StageBadge stage={order.stage} strings={strings} />
      </header>
      <dl className="order-facts-list">
        <div>
          <dt>{strings.placedOn}</dt>
          <dd>{formatDate(order.createdAt, locale)}</dd>
        </div>
        {order.poReference && (
          <div>
            <dt>{strings.poReference}</dt>
            <dd>{order.poReference}</dd>
          </div>
        )}
        {order.invoice && (
          <div>
            <dt>{strings.invoiceNo}</dt>
            <dd>{order.invoice.invoiceNo}</dd>
          </div>
        )}
        {order.punchOutSystem && (
          <div>
            <dt>{strings.origin}</dt>
            <dd>{fill(strings.fromPunchOut, { system: order.punchOutSystem, po: order.poReference })}</dd>
          </div>
        )}
        {order.quote && (
          <div>
            <dt>{strings.fromQuote}</dt>
            <dd>
              <a href={quoteDetailsPath(locale, order.quote.id)}>{order.quote.quoteNo}</a>
            </dd>
          </div>
        )}
        {order.placedBy && (
          <div>
            <dt>{strings.placedByName}</dt>
            <dd>{order.mine ? strings.you : order.placedBy}</dd>
          </div>
        )}
      </dl>
      <OrderActions order={order} locale={locale} strings={strings} listStrings={listStrings} />
      <OrderApproval order={order} strings={strings} approvalStrings={approvalStrings} onDecided={reload} />
      <OrderLinesTable lines={order.lines} locale={locale} strings={strings} priceStrings={priceStrings} />
      <OrderTotals totals={order.totals} locale={locale} strings={strings} />
      <OrderProgress order={order} locale={locale} strings={strings} />
      <OrderShipments order={order} locale={locale} strings={strings} />
      <OrderReturns order={order} locale={locale} strings={strings} />
      <OrderCreditNotes order={order} locale={locale} strings={strings} />
      <OrderAddresses order={order} locale={locale} strings={strings} />
    </article>
  );
}
