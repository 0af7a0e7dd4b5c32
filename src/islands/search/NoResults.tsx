import type { SearchSuggestions } from '#contract/calls/search.ts';
import { format } from '../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { localised } from '../../i18n/localised.ts';
import { categoryHref, productHref } from '../../lib/catalogue/tree-walk.ts';
import type { ResultsStrings } from './results-strings.ts';

interface Props {
  text: string;
  suggestions: SearchSuggestions;
  locale: Locale;
  strings: ResultsStrings;
}

/** Never an empty page: what was not found, "Did you mean" (products and categories), and the advanced search. */
export function NoResults({ text, suggestions, locale, strings }: Props) {
  const hasSuggestions = suggestions.families.length > 0 || suggestions.categories.length > 0;
  return (
    <div className="no-results">
      <p className="no-results-title">{text ? format(strings.noResultsFor, { text }) : strings.noResults}</p>
      {hasSuggestions && (
        <div className="suggestions">
          <p>{strings.didYouMean}</p>
          {suggestions.families.length > 0 && (
            <ul aria-label={strings.products}>
              {suggestions.families.map((family) => (
                <li key={family.id}>
                  <a href={localePath(locale, productHref(family))}>{localised(family, 'name', locale)}</a>
                </li>
              ))}
            </ul>
          )}
          {suggestions.categories.length > 0 && (
            <ul aria-label={strings.categories}>
              {suggestions.categories.map((category) => (
                <li key={category.id}>
                  {/* Suggested categories are level 3. */}
                  <a href={localePath(locale, categoryHref({ id: category.id, level: 3 }))}>
                    {localised(category, 'name', locale)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p>{strings.noResultsHint}</p>
      <p>
        <a href={localePath(locale, '/search')}>{strings.tryAdvanced}</a>
      </p>
    </div>
  );
}
