import type { Dictionary } from '../../i18n/dictionary.ts';
import { localised } from '../../i18n/localised.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { optionPath, type SuggestOption } from '../../lib/search/suggest-options.ts';

export type SuggestionStrings = Pick<
  Dictionary['header'],
  'searchSuggestions' | 'suggestedFamilies' | 'suggestedPartNumbers' | 'suggestedYourPartNumbers'
>;

interface Props {
  id: string;
  locale: Locale;
  strings: SuggestionStrings;
  options: SuggestOption[];
  /** Shown only when expanded; the element stays for the box's aria-controls. */
  expanded: boolean;
  highlight: number | null;
  /** A click chose an option: its link navigates, this closes the list. */
  onChoose: () => void;
}

/** The id of the option at an index of the list, for the box's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

const GROUPS = [
  { kind: 'yourPartNumber', label: 'suggestedYourPartNumbers' },
  { kind: 'family', label: 'suggestedFamilies' },
  { kind: 'partNumber', label: 'suggestedPartNumbers' },
] as const satisfies ReadonlyArray<{ kind: SuggestOption['kind']; label: keyof SuggestionStrings }>;

function OptionContent({ option, locale }: { option: SuggestOption; locale: Locale }) {
  if (option.kind === 'partNumber') return <span className="suggest-text">{option.partNumber.partNo}</span>;
  if (option.kind === 'yourPartNumber') {
    return (
      <>
        <span className="suggest-text">{option.partNumber.customerPartNo}</span>
        <span className="suggest-detail">{option.partNumber.partNo}</span>
      </>
    );
  }
  return (
    <>
      <span className="suggest-text">{localised(option.family, 'name', locale)}</span>
      <span className="suggest-detail">{option.family.code}</span>
    </>
  );
}

/**
 * The listbox under the header search: a company member's own part numbers (with ours), families
 * (name in the page's language, and code), then part numbers, each a labelled group. Options are links, so a click (or a middle click) opens them as
 * links do; they never take focus, which stays in the box (aria-activedescendant).
 */
export function SuggestionList({ id, locale, strings, options, expanded, highlight, onChoose }: Props) {
  const indexed = options.map((option, index) => ({ option, index }));
  return (
    <div
      id={id}
      role="listbox"
      aria-label={strings.searchSuggestions}
      className="suggest-list"
      hidden={!expanded}
      // Pressing an option must not move focus out of the box: the list would close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
    >
      {GROUPS.map(({ kind, label }) => {
        const members = indexed.filter(({ option }) => option.kind === kind);
        if (!members.length) return null;
        const labelId = `${id}-${kind}`;
        return (
          <div key={kind} role="group" aria-labelledby={labelId} className="suggest-group">
            <div role="presentation" id={labelId} className="suggest-group-label">
              {strings[label]}
            </div>
            {members.map(({ option, index }) => (
              <a
                key={index}
                id={optionId(id, index)}
                role="option"
                aria-selected={index === highlight}
                tabIndex={-1}
                className="suggest-option"
                href={localePath(locale, optionPath(option))}
                onClick={onChoose}
              >
                <OptionContent option={option} locale={locale} />
              </a>
            ))}
          </div>
        );
      })}
    </div>
  );
}
