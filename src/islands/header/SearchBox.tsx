import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import type { SearchTopAnswer } from '#contract/calls/search.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { CLOSED, OPEN, shownHighlight, suggestKey } from '../../lib/search/suggest-keys.ts';
import { optionPath, suggestOptions } from '../../lib/search/suggest-options.ts';
import { fill } from '#contract/i18n/text.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { SearchIcon } from './icons.tsx';
import { headerSearchTop, headerSuggest } from './member-search.ts';
import { searchTarget } from './search-target.ts';
import { optionId, SuggestionList, type SuggestionStrings } from './SuggestionList.tsx';
import { useSuggestions, type Suggest } from './use-suggestions.ts';
import { answerOrTold } from '../../stores/tell-buyer.ts';

interface Props {
  locale: Locale;
  strings: Pick<Dictionary['header'], 'search' | 'searchPlaceholder' | 'searchButton' | 'suggestionsAvailable'> &
    SuggestionStrings;
  /** The search-top call; tests pass their own. */
  searchTop?: (name: string) => Promise<SearchTopAnswer>;
  /** The suggestion call; tests pass their own. */
  suggest?: Suggest;
}

const LIST_ID = 'header-search-list';

/**
 * The header search (max 60 characters). The input keeps the role searchbox (its accessible name is
 * a contract the browser tests hold) and carries the list-autocomplete attributes a searchbox allows: aria-autocomplete,
 * aria-controls and aria-activedescendant; the number of suggestions is announced politely instead
 * of aria-expanded (which a searchbox may not have). From two characters it suggests
 * families and part numbers as the buyer types. Arrow keys highlight one and Enter opens it; Enter
 * with none highlighted searches as docs/spec.md#header says: one matching product opens its page, anything
 * else the product list. Before the island hydrates, the form still works: it goes to the advanced
 * search page. A company's member also finds our parts by the company's own part numbers.
 */
export function SearchBox({ locale, strings, searchTop = headerSearchTop, suggest = headerSuggest }: Props) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [list, setList] = useState(CLOSED);
  const answer = useSuggestions(text, suggest);
  const options = useMemo(() => (answer ? suggestOptions(answer) : []), [answer]);
  const expanded = list.open && options.length > 0;
  const highlight = shownHighlight(list, options.length);
  const input = useRef<HTMLInputElement>(null);

  // The box's code comes when the buyer reaches for it (src/islands/header/regions.ts): what they
  // typed before it came is in the input, and the box takes it over.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === '') return;
    setText(typed);
    setList(OPEN);
  }, []);

  // Keeps the highlighted option in view when the list scrolls (short screens).
  useEffect(() => {
    if (highlight !== null) document.getElementById(optionId(LIST_ID, highlight))?.scrollIntoView({ block: 'nearest' });
  }, [highlight]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an input method composes (Chinese), its keys pick characters, not suggestions.
    if (event.nativeEvent.isComposing) return;
    const outcome = suggestKey(list, event.key, options.length);
    if (outcome.handled) event.preventDefault();
    setList(outcome.state);
    if (outcome.clear) setText('');
    const picked = outcome.pick === null ? undefined : options[outcome.pick];
    if (picked) window.location.assign(localePath(locale, optionPath(picked)));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query === '' || busy) return;
    setBusy(true);
    // A failed call (told as a toast) still leads somewhere useful: the list page runs the search itself.
    const answer = (await answerOrTold(searchTop(query))) ?? null;
    window.location.assign(localePath(locale, searchTarget(query, answer)));
    setBusy(false);
  };

  return (
    <form
      role="search"
      className="search"
      action={localePath(locale, '/search')}
      aria-label={strings.search}
      aria-busy={busy || undefined}
      onSubmit={onSubmit}
    >
      <label htmlFor="header-search" className="visually-hidden">
        {strings.search}
      </label>
      <div className="search-field">
        <input
          ref={input}
          id="header-search"
          type="search"
          name="q"
          aria-autocomplete="list"
          aria-controls={LIST_ID}
          aria-activedescendant={highlight === null ? undefined : optionId(LIST_ID, highlight)}
          maxLength={LIMITS.search}
          placeholder={strings.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setList(OPEN);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setList(CLOSED)}
        />
        <span className="visually-hidden" aria-live="polite">
          {expanded ? fill(strings.suggestionsAvailable, { n: options.length }) : ''}
        </span>
        <SuggestionList
          id={LIST_ID}
          locale={locale}
          strings={strings}
          options={options}
          expanded={expanded}
          highlight={highlight}
          onChoose={() => setList(CLOSED)}
        />
      </div>
      <button type="submit" className="search-button">
        <SearchIcon />
        <span className="visually-hidden">{strings.searchButton}</span>
      </button>
    </form>
  );
}
