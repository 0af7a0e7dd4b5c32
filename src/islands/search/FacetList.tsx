import { format } from '../../i18n/dictionary.ts';
import type { SearchState } from '../../lib/search/search-url.ts';
import type { ResultsStrings, SearchNav } from './results-strings.ts';
import { StateLink } from './StateLink.tsx';

export interface FacetItem {
  key: string;
  label: string;
  count: number;
  chosen: boolean;
  /** The search a click shows; null when the item cannot be changed from here (the category browsed). */
  to: SearchState | null;
}

interface Props {
  id: string;
  title: string;
  items: FacetItem[];
  nav: SearchNav;
  strings: Pick<ResultsStrings, 'facetCount'>;
}

/** One facet: its values as links with their counts; the chosen one is marked and a click drops it. */
export function FacetList({ id, title, items, nav, strings }: Props) {
  return (
    <section className="facet" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul className="facet-list">
        {items.map((item) => {
          const content = (
            <>
              <span className="facet-label">
                {item.chosen && <span aria-hidden="true">✓ </span>}
                {item.label}
              </span>
              <span className="facet-count">
                <span aria-hidden="true">{item.count}</span>
                <span className="visually-hidden">{format(strings.facetCount, { n: item.count })}</span>
              </span>
            </>
          );
          return (
            <li key={item.key}>
              {item.to ? (
                <StateLink className="facet-link" to={item.to} nav={nav} aria-current={item.chosen || undefined}>
                  {content}
                </StateLink>
              ) : (
                <span className="facet-link" aria-current={item.chosen || undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
