import { useState } from 'react';
import type { ProductSearchAnswer, ProductSearchSort } from '#contract/calls/search.ts';
import { format } from '../../i18n/dictionary.ts';
import { activeFilters, refine } from '../../lib/search/search-filters.ts';
import type { LabelContext } from '../../lib/search/search-labels.ts';
import { SEARCH_PAGE_SIZE } from '../../lib/search/search-request.ts';
import { SEARCH_SORTS, type SearchState } from '../../lib/search/search-url.ts';
import { FilterChips } from './FilterChips.tsx';
import { NoResults } from './NoResults.tsx';
import { Pager } from './Pager.tsx';
import { ResultList } from './ResultList.tsx';
import type { ResultsStrings, SearchNav } from './results-strings.ts';
import { SearchFacets } from './SearchFacets.tsx';
import { StateLink } from './StateLink.tsx';

const SORT_LABELS: Record<ProductSearchSort, keyof ResultsStrings> = {
  relevance: 'sortRelevance',
  name: 'sortName',
  priceAsc: 'sortPriceAsc',
  priceDesc: 'sortPriceDesc',
  code: 'sortCode',
};

interface Props {
  state: SearchState;
  answer: ProductSearchAnswer | null;
  failed: boolean;
  loading: boolean;
  retry: () => void;
  nav: SearchNav;
  labels: LabelContext & { strings: ResultsStrings };
}

/** Facets beside (or, on a phone, behind a "Filters" button above) the sort, chips, cards and pager. */
export function ResultsLayout({ state, answer, failed, loading, retry, nav, labels }: Props) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { strings, locale } = labels;
  const facets = answer?.facets;
  const chosen = activeFilters(state).length;
  const hasFacets =
    chosen > 0 ||
    (facets !== undefined &&
      facets.categories.length + facets.materials.length + facets.finishes.length + facets.dimensions.length > 0);

  return (
    <div className={`search-layout${hasFacets ? '' : ' no-facets'}`}>
      {hasFacets && (
        <aside className="search-side" aria-labelledby="facets-title">
          <button
            type="button"
            className="button secondary filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="search-facets"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {chosen > 0 ? format(strings.filtersCount, { n: chosen }) : strings.filters}
          </button>
          <div id="search-facets" className={`search-facets${filtersOpen ? ' open' : ''}`}>
            <h2 id="facets-title" className="facets-title">
              {strings.filters}
            </h2>
            {facets && <SearchFacets state={state} facets={facets} nav={nav} strings={strings} />}
          </div>
        </aside>
      )}
      <div className="search-main" aria-busy={loading}>
        <h2 className="visually-hidden">{strings.products}</h2>
        <div className="search-toolbar">
          <div className="search-sort">
            <label htmlFor="search-sort">{strings.sortBy}</label>
            <select
              id="search-sort"
              value={state.sort}
              onChange={(event) => nav.navigate(refine(state, { sort: event.target.value as ProductSearchSort }))}
            >
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {strings[SORT_LABELS[sort]]}
                </option>
              ))}
            </select>
          </div>
          <StateLink className="search-mode" to={{ ...state, download: !state.download }} nav={nav}>
            {state.download ? strings.showPrices : strings.showDownloads}
          </StateLink>
        </div>
        <FilterChips state={state} labels={labels} nav={nav} />
        {failed ? (
          <div className="search-failed">
            <p>{strings.failed}</p>
            <button type="button" className="button secondary" onClick={retry}>
              {strings.retry}
            </button>
          </div>
        ) : (
          answer && (
            <>
              {answer.total === 0 && (
                <NoResults text={state.text} suggestions={answer.suggestions} locale={locale} strings={strings} />
              )}
              {answer.total > 0 && answer.list.length === 0 && (
                <p>
                  {strings.emptyPage}{' '}
                  <StateLink to={{ ...state, page: 1 }} nav={nav} focusResults>
                    {strings.firstPage}
                  </StateLink>
                </p>
              )}
              {answer.list.length > 0 && (
                <ResultList families={answer.list} download={state.download} locale={locale} strings={strings} />
              )}
              <Pager state={state} total={answer.total} pageSize={SEARCH_PAGE_SIZE} nav={nav} strings={strings} />
            </>
          )
        )}
      </div>
    </div>
  );
}
