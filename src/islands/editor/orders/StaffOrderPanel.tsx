import { staffOrderGet, type StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { formatPence } from '#contract/format/money.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import type { EditorStrings } from '../editor-strings.ts';
import { EditorTable } from '../EditorTable.tsx';
import { StaffCreditNotes } from './StaffCreditNotes.tsx';
import { StaffOrderActions } from './StaffOrderActions.tsx';

interface Props {
  id: number;
  locale: Locale;
  strings: EditorStrings;
  onBack: () => void;
}

/** One order for staff: what was bought and where it goes, payments, shipments, the timeline, notes, messages and the actions. */
export function StaffOrderPanel({ id, locale, strings, onBack }: Props) {
  const order = useAnswer(() => call(staffOrderGet, { id }), `staff-order-${id}`);
  return (
    <>
      <p>
        <button type="button" className="button secondary" onClick={onBack}>
          {strings.orders.back}
        </button>
      </p>
      <Answer call={order} strings={strings}>
        {(loaded) => (
          <OrderView
            order={loaded}
            locale={locale}
            strings={strings}
            onChanged={order.setAnswer}
            reload={order.retry}
          />
        )}
      </Answer>
    </>
  );
}

function OrderView({
  order,
  locale,
  strings,
  onChanged,
  reload,
}: {
  order: StaffOrderDetail;
  locale: Locale;
  strings: EditorStrings;
  onChanged: (order: StaffOrderDetail) => void;
  reload: () => void;
}) {
  const text = strings.orders;
  const money = (pence: number) => formatPence(pence, locale);
  const when = (iso: string) => formatDateTime(iso, locale);
  const address = (a: StaffOrderDetail['deliveryAddress']) =>
    [a.contactName, a.companyName, a.line1, a.line2, a.town, a.county, a.postcode, a.country, a.phone]
      .filter(Boolean)
      .join(', ');
  return (
    <article className="staff-order" aria-labelledby="staff-order-title">
      <h3 id="staff-order-title">{fill(text.heading, { orderNo: order.orderNo })}</h3>
      <dl className="staff-order-facts">
        <div>
          <dt>{text.stage}</dt>
          <dd>{text.stages[order.stage]}</dd>
        </div>
        <div>
          <dt>{text.placed}</dt>
          <dd>{when(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{text.buyer}</dt>
          <dd>
            {order.buyer.name} ({order.buyer.email})
          </dd>
        </div>
        {order.company && (
          <div>
            <dt>{text.company}</dt>
            <dd>{order.company.name}</dd>
          </div>
        )}
        {order.poReference && (
          <div>
            <dt>{text.po}</dt>
            <dd>{order.poReference}</dd>
          </div>
        )}
        {order.quote && (
          <div>
            <dt>{text.fromQuote}</dt>
            <dd>{order.quote.quoteNo}</dd>
          </div>
        )}
        {order.punchOutSystem && (
          <div>
            <dt>{text.origin}</dt>
            <dd>{fill(text.fromPunchOut, { system: order.punchOutSystem, po: order.poReference })}</dd>
          </div>
        )}
        <div>
          <dt>{text.paymentState}</dt>
          <dd>
            {text.paymentStates[order.paymentState]} · {text.methods[order.paymentMethod]}
          </dd>
        </div>
        <div>
          <dt>{text.total}</dt>
          <dd>{money(order.totals.totalPence)}</dd>
        </div>
        <div>
          <dt>{text.paid}</dt>
          <dd>{money(order.paidPence)}</dd>
        </div>
        <div>
          <dt>{text.due}</dt>
          <dd>{money(order.duePence)}</dd>
        </div>
        {order.refundState !== 'none' && (
          <div>
            <dt>{text.refund}</dt>
            <dd>{text.refunds[order.refundState]}</dd>
          </div>
        )}
      </dl>

      <EditorTable
        caption={text.linesCaption}
        columns={[text.partNo, text.quantity, text.dispatched, text.reserved, text.reference, text.total]}
      >
        {order.lines.map((line) => (
          <tr key={line.lineNo}>
            <td>
              {line.lineNo}. {line.partNo}
              <small>{locale === 'zh-cn' ? line.nameZh : line.name}</small>
            </td>
            <td>{line.quantity}</td>
            <td>{line.dispatchedQty}</td>
            <td>{line.reservedQty}</td>
            <td>{line.reference}</td>
            <td>{money(line.lineTotalPence)}</td>
          </tr>
        ))}
      </EditorTable>

      <h4>{text.addresses}</h4>
      <dl className="staff-order-facts">
        <div>
          <dt>{text.deliveryAddress}</dt>
          <dd>{address(order.deliveryAddress)}</dd>
        </div>
        <div>
          <dt>{text.invoiceAddress}</dt>
          <dd>{address(order.invoiceAddress)}</dd>
        </div>
      </dl>

      {order.payments.length > 0 && (
        <EditorTable
          caption={text.paymentsCaption}
          columns={[text.placed, text.paymentMethod, text.state, text.amount, text.receivedOn, text.bankReference]}
        >
          {order.payments.map((p) => (
            <tr key={p.id}>
              <td>{when(p.createdAt)}</td>
              <td>{text.methods[p.method]}</td>
              <td>
                {p.state}
                {p.recordedBy && <small>{fill(text.by, { who: p.recordedBy })}</small>}
              </td>
              <td>
                {money(p.shareOfOrderPence)}
                {p.shareOfOrderPence !== p.amountPence && <small>{money(p.amountPence)}</small>}
              </td>
              <td>{p.receivedOn ?? ''}</td>
              <td>{p.bankReference}</td>
            </tr>
          ))}
        </EditorTable>
      )}

      <StaffCreditNotes order={order} locale={locale} text={strings.creditNotes} />

      {order.shipments.length > 0 && (
        <EditorTable
          caption={text.shipmentsCaption}
          columns={[text.placed, text.carrier, text.trackingNo, text.linesCaption]}
        >
          {order.shipments.map((s) => (
            <tr key={s.id}>
              <td>{when(s.at)}</td>
              <td>{s.carrier}</td>
              <td>
                <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {s.trackingNo}
                </a>
              </td>
              <td>{s.lines.map((l) => `${l.partNo} × ${l.quantity}`).join(', ')}</td>
            </tr>
          ))}
        </EditorTable>
      )}

      <h4 id="staff-order-timeline">{text.timeline}</h4>
      <ol className="staff-order-events" aria-labelledby="staff-order-timeline">
        {order.events.map((e, index) => (
          <li key={index}>
            <time dateTime={e.at}>{when(e.at)}</time> {text.events[e.kind] ?? e.kind}
            {e.staffEmail && <small> {fill(text.by, { who: e.staffEmail })}</small>}
          </li>
        ))}
      </ol>

      <h4 id="staff-order-notes">{text.notes}</h4>
      {order.notes.length === 0 ? (
        <p className="editor-note">{text.noNotes}</p>
      ) : (
        <ul aria-labelledby="staff-order-notes">
          {order.notes.map((n) => (
            <li key={n.id}>
              <time dateTime={n.at}>{when(n.at)}</time> {n.staffEmail}: {n.body}
            </li>
          ))}
        </ul>
      )}

      <h4 id="staff-order-messages">{text.messages}</h4>
      <ul aria-labelledby="staff-order-messages">
        {order.messages.map((m, index) => (
          <li key={index}>
            <time dateTime={m.at}>{when(m.at)}</time> {locale === 'zh-cn' ? m.subjectZh : m.subject}
          </li>
        ))}
      </ul>

      <StaffOrderActions order={order} strings={strings} onChanged={onChanged} reload={reload} />
    </article>
  );
}
