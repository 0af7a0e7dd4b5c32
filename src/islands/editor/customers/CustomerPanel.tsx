import { useState } from 'react';
import {
  staffCustomerGet,
  staffCustomerSetDisabled,
  type StaffCustomerDetail,
} from '#contract/calls/staff-customers.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { EditorTable } from '../EditorTable.tsx';
import { OrderRows } from '../orders/OrderRows.tsx';
import { OpenedRecord } from '../OpenedRecord.tsx';
import { SecondFactorReset } from '../staff/SecondFactorReset.tsx';
import { TaxNumberFacts } from '../TaxNumberFacts.tsx';

interface Props {
  id: number;
  locale: Locale;
  strings: EditorStrings;
  /** Administrators may also reset the buyer's lost second factor. */
  admin: boolean;
  onBack: () => void;
}

/** One buyer for staff: details, access (disable or enable), addresses, live sessions and latest orders. */
export function CustomerPanel({ id, locale, strings, admin, onBack }: Props) {
  return (
    <OpenedRecord
      ask={() => call(staffCustomerGet, { id })}
      name={`staff-customer-${id}`}
      locale={locale}
      strings={strings}
      onBack={onBack}
    >
      {(customer, reload, openOrder) => (
        <CustomerView
          customer={customer}
          locale={locale}
          strings={strings}
          admin={admin}
          onChanged={reload}
          onOpenOrder={openOrder}
        />
      )}
    </OpenedRecord>
  );
}

function CustomerView({
  customer,
  locale,
  strings,
  admin,
  onChanged,
  onOpenOrder,
}: {
  customer: StaffCustomerDetail;
  locale: Locale;
  strings: EditorStrings;
  admin: boolean;
  onChanged: () => void;
  onOpenOrder: (id: number) => void;
}) {
  const text = strings.staff;
  const c = text.customers;
  const when = (iso: string) => formatDateTime(iso, locale);
  const [busy, setBusy] = useState(false);

  async function setDisabled(disabled: boolean) {
    setBusy(true);
    try {
      await call(staffCustomerSetDisabled, { id: customer.id, disabled });
      onChanged();
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="staff-order" aria-labelledby="staff-customer-title">
      <h3 id="staff-customer-title">{customer.name}</h3>
      <dl className="staff-order-facts">
        <div>
          <dt>{text.email}</dt>
          <dd>{customer.email}</dd>
        </div>
        <div>
          <dt>{c.phone}</dt>
          <dd>{customer.phone || '—'}</dd>
        </div>
        <div>
          <dt>{c.company}</dt>
          <dd>
            {customer.company
              ? `${customer.company.name} (${text.companies.roles[customer.company.role]})`
              : c.noCompany}
          </dd>
        </div>
        <TaxNumberFacts numbers={customer.taxNumbers} locale={locale} strings={strings} />
        <div>
          <dt>{c.verified}</dt>
          <dd>{customer.emailVerified ? text.yes : text.no}</dd>
        </div>
        <div>
          <dt>{text.since}</dt>
          <dd>{when(customer.createdAt)}</dd>
        </div>
        <div>
          <dt>{c.access}</dt>
          <dd>{customer.disabled ? text.disabled : text.enabled}</dd>
        </div>
      </dl>
      <p className="editor-note">{c.disableNote}</p>
      <p>
        <button
          type="button"
          className={customer.disabled ? 'button' : 'button danger'}
          disabled={busy}
          onClick={() => void setDisabled(!customer.disabled)}
        >
          {customer.disabled ? c.enable : c.disable}
        </button>
      </p>
      {admin && (
        <p>
          <SecondFactorReset account={customer} strings={strings} />
        </p>
      )}

      <h4 id="staff-customer-addresses">{c.addresses}</h4>
      {customer.addresses.length === 0 ? (
        <p className="editor-note">{c.noAddresses}</p>
      ) : (
        <ul aria-labelledby="staff-customer-addresses">
          {customer.addresses.map((a) => (
            <li key={a.id}>
              {[a.contactName, a.companyName, a.line1, a.line2, a.town, a.postcode, a.country]
                .filter(Boolean)
                .join(', ')}
            </li>
          ))}
        </ul>
      )}

      {customer.sessions.length === 0 ? (
        <p className="editor-note">{c.noSessions}</p>
      ) : (
        <EditorTable caption={c.sessionsCaption} columns={[c.kind, c.started, c.lastUsed, c.expires]}>
          {customer.sessions.map((s, index) => (
            <tr key={index}>
              <td>{c.kinds[s.kind] ?? s.kind}</td>
              <td>{when(s.createdAt)}</td>
              <td>{when(s.lastUsedAt)}</td>
              <td>{when(s.expiresAt)}</td>
            </tr>
          ))}
        </EditorTable>
      )}

      {customer.orders.length === 0 ? (
        <p className="editor-note">{text.noOrders}</p>
      ) : (
        <OrderRows
          orders={customer.orders}
          caption={fill(text.latestOrders, { shown: customer.orders.length, total: customer.orderCount })}
          locale={locale}
          strings={strings}
          onOpen={onOpenOrder}
        />
      )}
    </article>
  );
}
