import { format } from '../../i18n/dictionary.ts';
import { activeFilters, withoutFilter, withoutFilters } from '../../lib/search/search-filters.ts';
import { filterLabel, type LabelContext } from '../../lib/search/search-labels.ts';
import type { SearchState } from '../../lib/search/search-url.ts';
import type { SearchNav } from './results-strings.ts';

interface Props {
  state: SearchState;
  labels: LabelContext;
  nav: SearchNav;
}

/** The chosen filters as chips, each removable, and "Clear all". Focus then goes to the results heading. */
export function FilterChips({ state, labels, nav }: Props) {
  const kinds = activeFilters(state);
  if (kinds.length === 0) return null;
  const { strings } = labels;
  return (
    <div className="chips">
      <ul className="chip-list" aria-label={strings.chosenFilters}>
        {kinds.map((kind) => {
          const label = filterLabel(kind, state, labels);
          return (
            <li key={kind}>
              <button
                type="button"
                className="chip"
                aria-label={format(strings.removeFilter, { filter: label })}
                onClick={() => nav.navigate(withoutFilter(state, kind), { focusResults: true })}
              >
                {label}
                <span className="chip-x" aria-hidden="true">
                  ×
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="chip-clear"
        onClick={() => nav.navigate(withoutFilters(state), { focusResults: true })}
      >
        {strings.clearAll}
      </button>
    </div>
  );
}
