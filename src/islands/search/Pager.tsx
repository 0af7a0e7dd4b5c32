import '../../styles/pager.css';
import { format } from '../../i18n/dictionary.ts';
import { pageCount, pagerItems } from '../../lib/search/pager.ts';
import type { SearchState } from '../../lib/search/search-url.ts';
import type { ResultsStrings, SearchNav } from './results-strings.ts';
import { StateLink } from './StateLink.tsx';

interface Props {
  state: SearchState;
  total: number;
  pageSize: number;
  nav: SearchNav;
  strings: Pick<ResultsStrings, 'pages' | 'previous' | 'next' | 'pageN'>;
}

/** Previous, the page numbers (gaps as …) and next; a new page moves focus to the results heading. */
export function Pager({ state, total, pageSize, nav, strings }: Props) {
  const last = pageCount(total, pageSize);
  if (last <= 1) return null;
  const page = (n: number) => ({ ...state, page: n });
  return (
    <nav className="pager" aria-label={strings.pages}>
      <ul>
        <li>
          {state.page > 1 ? (
            <StateLink className="pager-step" to={page(state.page - 1)} nav={nav} focusResults rel="prev">
              {strings.previous}
            </StateLink>
          ) : (
            <span className="pager-step" aria-disabled="true">
              {strings.previous}
            </span>
          )}
        </li>
        {pagerItems(state.page, last).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? (
              <span className="pager-gap" aria-hidden="true">
                …
              </span>
            ) : (
              <StateLink
                className="pager-page"
                to={page(n)}
                nav={nav}
                focusResults
                aria-label={format(strings.pageN, { n })}
                aria-current={n === state.page ? 'page' : undefined}
              >
                {n}
              </StateLink>
            )}
          </li>
        ))}
        <li>
          {state.page < last ? (
            <StateLink className="pager-step" to={page(state.page + 1)} nav={nav} focusResults rel="next">
              {strings.next}
            </StateLink>
          ) : (
            <span className="pager-step" aria-disabled="true">
              {strings.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
