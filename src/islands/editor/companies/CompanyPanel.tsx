import { staffCompanyGet, type StaffCompanyDetail } from '#contract/calls/staff-companies.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { PAYMENT_TERMS_NAMES } from '#contract/i18n/payment-terms.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { formatPence } from '#contract/format/money.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { EditorTable } from '../EditorTable.tsx';
import { OrderRows } from '../orders/OrderRows.tsx';
import { OpenedRecord } from '../OpenedRecord.tsx';
import { CreditForm } from './CreditForm.tsx';
import { CreditProposalView } from './CreditProposalView.tsx';
import { CompanyPartNumbers } from './CompanyPartNumbers.tsx';
import { CompanySignOnForm } from './CompanySignOnForm.tsx';
import { StatementDownload } from '../../StatementDownload.tsx';
import { companyStatementPdf } from '../../../api/editor.ts';
import { TaxNumberFacts } from '../TaxNumberFacts.tsx';

interface Props {
  id: number;
  locale: Locale;
  strings: EditorStrings;
  /** Administrators also set the company's single sign-on. */
  admin: boolean;
  onBack: () => void;
}

/** One company for staff: its credit (limit, terms, used, left, overdue) and the form to change it, its own part numbers as CSV, its members and its latest orders. */
export function CompanyPanel({ id, locale, strings, admin, onBack }: Props) {
  return (
    <OpenedRecord
      ask={() => call(staffCompanyGet, { id })}
      name={`staff-company-${id}`}
      locale={locale}
      strings={strings}
      onBack={onBack}
    >
      {(company, reload, openOrder) => (
        <>
          <CompanyView company={company} locale={locale} strings={strings} onSaved={reload} onOpenOrder={openOrder} />
          {admin && <CompanySignOnForm companyId={company.id} strings={strings} />}
        </>
      )}
    </OpenedRecord>
  );
}

function CompanyView({
  company,
  locale,
  strings,
  onSaved,
  onOpenOrder,
}: {
  company: StaffCompanyDetail;
  locale: Locale;
  strings: EditorStrings;
  onSaved: () => void;
  onOpenOrder: (id: number) => void;
}) {
  const text = strings.staff;
  const c = text.companies;
  const money = (pence: number) => formatPence(pence, locale);
  const { credit } = company;
  return (
    <article className="staff-order" aria-labelledby="staff-company-title">
      <h3 id="staff-company-title">{company.name}</h3>
      <h4 id="staff-company-credit">{c.creditTitle}</h4>
      <dl className="staff-order-facts" aria-labelledby="staff-company-credit">
        <div>
          <dt>{c.credit}</dt>
          <dd>{credit.approved ? c.approved : c.notApproved}</dd>
        </div>
        <div>
          <dt>{c.limit}</dt>
          <dd>{credit.limitPence === null ? c.noLimit : money(credit.limitPence)}</dd>
        </div>
        <div>
          <dt>{c.terms}</dt>
          <dd>{pick(PAYMENT_TERMS_NAMES[credit.terms], locale)}</dd>
        </div>
        <div>
          <dt>{c.used}</dt>
          <dd>{money(credit.usedPence)}</dd>
        </div>
        <div>
          <dt>{c.left}</dt>
          <dd>{credit.leftPence === null ? '—' : money(credit.leftPence)}</dd>
        </div>
        <div>
          <dt>{c.overdue}</dt>
          <dd>
            {credit.overdueCount === 0
              ? c.nothingOverdue
              : fill(c.overdueSome, { amount: money(credit.overduePence), count: credit.overdueCount })}
          </dd>
        </div>
        <div>
          <dt>{text.since}</dt>
          <dd>{formatDateTime(company.createdAt, locale)}</dd>
        </div>
        <TaxNumberFacts numbers={company.taxNumbers} locale={locale} strings={strings} />
      </dl>
      {company.creditProposal && (
        <CreditProposalView proposal={company.creditProposal} locale={locale} strings={strings} onDecided={onSaved} />
      )}
      <CreditForm company={company} locale={locale} strings={strings} onSaved={onSaved} />
      <StatementDownload
        fetchStatement={(month) => companyStatementPdf(company.id, month)}
        strings={c}
        note={fill(c.statementLanguage, { language: c.languages[company.language] })}
        idPrefix="staff"
        Heading="h5"
        className="staff-order-action"
      />
      <CompanyPartNumbers companyId={company.id} strings={strings} />

      <EditorTable caption={c.membersCaption} columns={[text.name, text.email, c.role, c.state]}>
        {company.members.map((m) => (
          <tr key={m.id}>
            <td>{m.name}</td>
            <td>{m.email}</td>
            <td>{c.roles[m.companyRole]}</td>
            <td>{m.disabled ? text.disabled : text.enabled}</td>
          </tr>
        ))}
      </EditorTable>

      {company.orders.length === 0 ? (
        <p className="editor-note">{text.noOrders}</p>
      ) : (
        <OrderRows
          orders={company.orders}
          caption={fill(text.latestOrders, { shown: company.orders.length, total: company.orderCount })}
          locale={locale}
          strings={strings}
          onOpen={onOpenOrder}
        />
      )}
    </article>
  );
}
