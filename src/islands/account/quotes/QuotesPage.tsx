import '../../../styles/account-orders.css';
import { useState } from 'react';
import { quoteList } from '../../../api/quotes.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../../use-answer.ts';
import { ListPager } from '../../ListPager.tsx';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { QuoteTable } from './QuoteTable.tsx';
import type { QuotesStrings } from './quotes-strings.ts';

interface Props {
  locale: Locale;
  strings: QuotesStrings;
  gate: AccountStrings;
}

type Scope = 'mine' | 'company';

/** /acQuote: the buyer's quotes newest first, paged; a company admin may see the whole company's. */
export default function QuotesPage({ locale, strings, gate }: Props) {
  return (
    <AccountGate strings={gate}>
      <QuoteHistory locale={locale} strings={strings} gate={gate} />
    </AccountGate>
  );
}

function QuoteHistory({ locale, strings, gate }: Props) {
  const [scope, setScope] = useState<Scope>('mine');
  const [page, setPage] = useState(1);
  const request = { page, ...(scope === 'company' ? { scope } : {}) };
  const { answer, status, retry } = useAnswer(() => quoteList(request), `quotes ${JSON.stringify(request)}`);
  // The choice stays on screen while a page loads.
  const [canSeeCompany, setCanSeeCompany] = useState(false);
  if (answer && answer.canSeeCompany !== canSeeCompany) setCanSeeCompany(answer.canSeeCompany);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const choose = (next: Scope) => {
    setScope(next);
    setPage(1);
  };

  return (
    <div className="orders-page">
      {canSeeCompany && (
        <fieldset className="order-scope">
          <legend>{strings.scope}</legend>
          {(['mine', 'company'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="quote-scope"
                value={value}
                checked={scope === value}
                onChange={() => choose(value)}
              />
              {value === 'mine' ? strings.scopeMine : strings.scopeCompany}
            </label>
          ))}
        </fieldset>
      )}
      <div className="order-results" aria-busy={status === 'loading'}>
        {status === 'failed' && <LoadFailed retry={retry} strings={gate} />}
        {status === 'loading' && <p role="status">{gate.loading}</p>}
        {answer && (
          <>
            <p role="status" className="order-count">
              {fill(strings.found, { n: answer.total })}
            </p>
            {answer.list.length > 0 ? (
              <QuoteTable
                quotes={answer.list}
                company={scope === 'company' && answer.canSeeCompany}
                locale={locale}
                strings={strings}
              />
            ) : (
              <p>
                {strings.noQuotes} <a href={localePath(locale, '/basket')}>{strings.toBasket}</a>
              </p>
            )}
            <ListPager page={page} pages={pages} onPage={setPage} label={strings.pages} strings={strings} />
          </>
        )}
      </div>
    </div>
  );
}
