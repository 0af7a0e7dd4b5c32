import '../../styles/search.css';
import { useEffect, useMemo, useRef } from 'react';
import { productSearch } from '../../api/catalogue.ts';
import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import { format } from '../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { pageCount } from '../../lib/search/pager.ts';
import { searchHeading } from '../../lib/search/search-labels.ts';
import { searchRequest, SEARCH_PAGE_SIZE } from '../../lib/search/search-request.ts';
import { ResultsLayout } from './ResultsLayout.tsx';
import type { ResultsStrings, SearchNav } from './results-strings.ts';
import { useSearchAnswer } from './use-search-answer.ts';
import { useSearchUrl } from './use-search-url.ts';
import { YourPartNumbers } from './YourPartNumbers.tsx';

interface Props {
  locale: Locale;
  /** Category names by id (all levels), for a category chosen in the URL. */
  categoryNames: Record<number, string>;
  strings: ResultsStrings;
  /** The productSearch call; tests pass their own. */
  search?: typeof productSearch;
}

function countText(answer: ProductSearchAnswer, page: number, strings: ResultsStrings): string {
  const hits = format(strings.hitCount, { n: answer.total });
  const pages = pageCount(answer.total, SEARCH_PAGE_SIZE);
  return pages > 1 ? `${hits} · ${format(strings.pageOf, { page, pages })}` : hits;
}

/**
 * The search results (/productList/…): the search is the address (see search-url.ts); facets,
 * chips, sort and pager change it with history entries, so back and forward step through searches.
 */
export default function SearchResults({ locale, categoryNames, strings, search = productSearch }: Props) {
  const { state, push } = useSearchUrl(locale);
  const { answer, answeredKey, status, retry } = useSearchAnswer(state && searchRequest(state), search);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(false);

  const nav = useMemo<SearchNav>(
    () => ({
      locale,
      navigate: (next, options) => {
        focusPending.current = options?.focusResults ?? false;
        push(next);
      },
    }),
    [locale, push],
  );

  // After a new page (or a removed filter) the buyer starts again at the heading of the new results.
  useEffect(() => {
    if (status === 'loading' || !focusPending.current) return;
    focusPending.current = false;
    heading.current?.focus();
  }, [status, answeredKey]);

  const labels = { locale, facets: answer?.facets ?? null, categoryNames, strings };
  const title = state ? searchHeading(state, labels) : strings.searchTitle;
  useEffect(() => {
    if (state) document.title = `${title} · ${strings.siteName}`;
  }, [state, title, strings.siteName]);

  const statusText =
    !state || status === 'loading'
      ? strings.searching
      : status === 'failed'
        ? strings.failed
        : answer
          ? countText(answer, state.page, strings)
          : '';

  return (
    <div className="search-page">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="search-count" role="status">
        {statusText}
      </p>
      {state && status === 'idle' && (
        <p>
          {strings.noSearch} <a href={localePath(locale, '/search')}>{strings.tryAdvanced}</a>
        </p>
      )}
      {state && <YourPartNumbers text={state.text || state.partNo} locale={locale} strings={strings} />}
      {state && status !== 'idle' && (
        <ResultsLayout
          state={state}
          answer={answer}
          failed={status === 'failed'}
          loading={status === 'loading'}
          retry={retry}
          nav={nav}
          labels={labels}
        />
      )}
    </div>
  );
}
