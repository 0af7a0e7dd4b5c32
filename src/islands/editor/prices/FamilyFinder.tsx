import { useState, type KeyboardEvent } from 'react';
import type { SuggestedFamily } from '#contract/calls/suggest.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { SUGGEST_MIN_LENGTH } from '#contract/rules/suggest-text.ts';
import { productSuggest } from '../../../api/catalogue.ts';
import { useChange } from '../../use-change.ts';
import type { EditorStrings } from '../editor-strings.ts';

interface Props {
  locale: Locale;
  strings: EditorStrings;
  chosen: SuggestedFamily | null;
  onChoose: (family: SuggestedFamily) => void;
  /** Why the server refused the family, shown under the search. */
  problem?: string;
}

/** Finds a product family by name or code (the header search's suggestions) inside the rule form, and chooses one. */
export function FamilyFinder({ locale, strings, chosen, onChoose, problem }: Props) {
  const text = strings.priceLists;
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<SuggestedFamily[] | null>(null);
  const { busy, change } = useChange(productSuggest);
  const nameOf = (family: SuggestedFamily) => `${family.code} ${locale === 'zh-cn' ? family.nameZh : family.name}`;

  async function find() {
    if (search.trim().length < SUGGEST_MIN_LENGTH) return;
    const answer = await change(search.trim());
    if (answer) setFound(answer.families);
  }

  // Enter finds: it must not send the rule form around the search.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };

  const describedBy = [
    'price-rule-family-hint',
    chosen && 'price-rule-family-chosen',
    problem && 'price-rule-family-error',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor="price-rule-family">{text.family}</label>
      <input
        id="price-rule-family"
        type="search"
        minLength={SUGGEST_MIN_LENGTH}
        maxLength={LIMITS.search}
        value={search}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={onKeyDown}
      />{' '}
      <button type="button" className="button secondary" disabled={busy} onClick={() => void find()}>
        {text.findFamilies}
      </button>
      <p id="price-rule-family-hint" className="field-hint">
        {text.familyHint}
      </p>
      {chosen && <p id="price-rule-family-chosen">{fill(text.chosenFamily, { family: nameOf(chosen) })}</p>}
      {problem && (
        <p id="price-rule-family-error" className="field-error">
          {problem}
        </p>
      )}
      {found && found.length === 0 && <p className="editor-note">{text.noFamilies}</p>}
      {found && found.length > 0 && (
        <ul className="import-changes">
          {found.map((family) => (
            <li key={family.id}>
              <button
                type="button"
                className="text-button"
                onClick={() => {
                  onChoose(family);
                  setFound(null);
                }}
              >
                {fill(text.chooseFamily, { family: nameOf(family) })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
