import { staffCompanyList } from '#contract/calls/staff-companies.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { PAYMENT_TERMS_NAMES } from '#contract/i18n/payment-terms.ts';
import { call } from '../../../api/call.ts';
import { formatPence } from '#contract/format/money.ts';
import type { SectionProps } from '../section-props.ts';
import { SearchedList } from '../SearchedList.tsx';
import { CompanyPanel } from './CompanyPanel.tsx';

/** Sales' companies: search by name or member, page, and open one (members, credit, terms, orders). */
export function CompaniesSection({ locale, strings, role }: SectionProps) {
  const text = strings.staff;
  const c = text.companies;
  return (
    <SearchedList
      name="companies"
      strings={strings}
      intro={c.intro}
      searchHint={c.searchHint}
      caption={c.caption}
      columns={[text.name, c.members, c.credit, c.terms]}
      ask={(request) => call(staffCompanyList, request)}
      idOf={(company) => company.id}
      row={(company, open) => (
        <>
          <td>
            <button
              type="button"
              className="text-button"
              aria-label={fill(text.open, { name: company.name })}
              onClick={open}
            >
              {company.name}
            </button>
          </td>
          <td>{company.memberCount}</td>
          <td>
            {company.creditApproved
              ? company.creditLimitPence === null
                ? c.noLimit
                : formatPence(company.creditLimitPence, locale)
              : c.notApproved}
          </td>
          <td>{pick(PAYMENT_TERMS_NAMES[company.terms], locale)}</td>
        </>
      )}
      panel={(id, back) => (
        <CompanyPanel id={id} locale={locale} strings={strings} admin={role === 'admin'} onBack={back} />
      )}
    />
  );
}
