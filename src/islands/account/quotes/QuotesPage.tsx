import '../../../styles/account-orders.css';
import { lazy, Suspense, useState } from 'react';
import { quoteList } from '../../../api/quotes.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../../use-answer.ts';
import { ListPager } from '../../ListPager.tsx';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { BLANK_PART_LINE } from '../../../lib/quotes/request-form.ts';
import { requestedLine } from '../../../lib/quotes/request-link.ts';
import { QuoteTable } from './QuoteTable.tsx';
import type { QuotesStrings } from './quotes-strings.ts';

interface Props {
  locale: Locale;
  strings: QuotesStrings;
  gate: AccountStrings;
}

type Scope = 'mine' | 'company';

// The request form's code (the basket's shared form, its files, its styles) comes when it is opened,
// not with the list: the account pages' script has its budget (docs/performance.md).
const PartsRequest = lazy(() => import('./PartsRequest.tsx').then((module) => ({ default: module.PartsRequest })));

/**
 * /acQuote: the buyer's quotes newest first, paged; a company admin may see the whole company's.
 * With `?part=…&quantity=…` (a product page's "Request a quote") or its button, the request form by
 * part number instead.
 */
export default function QuotesPage({ locale, strings, gate }: Props) {
  return (
    <AccountGate strings={gate}>
      <QuotesOrRequest locale={locale} strings={strings} gate={gate} />
    </AccountGate>
  );
}

function QuotesOrRequest(props: Props) {
  // Behind the gate, so only in the browser: the address is there to read.
  const [asking, setAsking] = useState(() => requestedLine(window.location.search));
  if (!asking)
    return (
      <>
        <p>
          <button type="button" className="button secondary" onClick={() => setAsking(BLANK_PART_LINE)}>
            {props.strings.requestParts}
          </button>
        </p>
        <QuoteHistory {...props} />
      </>
    );
  const close = () => {
    // The list again, at its own address (the part asked for is no longer in it).
    window.history.replaceState(null, '', window.location.pathname);
    setAsking(null);
  };
  return (
    <Suspense fallback={<p role="status">{props.gate.loading}</p>}>
      <PartsRequest first={asking} onCancel={close} locale={props.locale} strings={props.strings} />
    </Suspense>
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
