import { staffCustomerList } from '#contract/calls/staff-customers.ts';
import { fill } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import type { SectionProps } from '../section-props.ts';
import { SearchedList } from '../SearchedList.tsx';
import { CustomerPanel } from './CustomerPanel.tsx';

/** Sales' customers: search buyers, page, and open one (orders, addresses, sessions, disable or enable). */
export function CustomersSection({ locale, strings, role }: SectionProps) {
  const text = strings.staff;
  const c = text.customers;
  return (
    <SearchedList
      name="customers"
      strings={strings}
      intro={c.intro}
      searchHint={c.searchHint}
      caption={c.caption}
      columns={[text.name, c.company, text.orders, text.since, c.access]}
      ask={(request) => call(staffCustomerList, request)}
      idOf={(customer) => customer.id}
      row={(customer, open) => (
        <>
          <td>
            <button
              type="button"
              className="text-button"
              aria-label={fill(text.open, { name: customer.name })}
              onClick={open}
            >
              {customer.name}
            </button>
            <small>{customer.email}</small>
          </td>
          <td>{customer.companyName ?? c.noCompany}</td>
          <td>{customer.orderCount}</td>
          <td>{formatDateTime(customer.createdAt, locale)}</td>
          <td>{customer.disabled ? text.disabled : text.enabled}</td>
        </>
      )}
      panel={(id, back) => (
        <CustomerPanel id={id} locale={locale} strings={strings} admin={role === 'admin'} onBack={back} />
      )}
    />
  );
}
