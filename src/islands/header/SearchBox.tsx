import { useState, type SubmitEvent } from 'react';
import { productSearchTop } from '../../api/account.ts';
import type { SearchTopAnswer } from '../../api/types.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { LIMITS } from '../../lib/validation/limits.ts';
import { SearchIcon } from './icons.tsx';
import { searchTarget } from './search-target.ts';

interface Props {
  locale: Locale;
  strings: Pick<Dictionary['header'], 'search' | 'searchPlaceholder' | 'searchButton'>;
  /** The search-top call; tests pass their own. */
  searchTop?: (name: string) => Promise<SearchTopAnswer>;
}

/**
 * The header search (max 60 characters): one matching product opens its page, anything else the
 * product list. Before the island hydrates, the form still works: it goes to the advanced search page.
 */
export function SearchBox({ locale, strings, searchTop = productSearchTop }: Props) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query === '' || busy) return;
    setBusy(true);
    // A failed call still leads somewhere useful: the list page runs the search itself.
    const answer = await searchTop(query).catch(() => null);
    window.location.assign(localePath(locale, searchTarget(query, answer)));
    setBusy(false);
  };

  return (
    <form role="search" className="search" action={localePath(locale, '/search')} aria-label={strings.search} aria-busy={busy || undefined} onSubmit={onSubmit}>
      <label htmlFor="header-search" className="visually-hidden">{strings.search}</label>
      <input
        id="header-search"
        type="search"
        name="q"
        maxLength={LIMITS.search}
        placeholder={strings.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="search-button">
        <SearchIcon />
        <span className="visually-hidden">{strings.searchButton}</span>
      </button>
    </form>
  );
}
