import '../../styles/search.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { capitalise, fill } from '#contract/i18n/text.ts';
import {
  ADVANCED_FIELDS,
  advancedProblems,
  advancedSearchState,
  EMPTY_ADVANCED,
  recheckProblems,
  type AdvancedField,
  type AdvancedProblem,
  type AdvancedProblems,
} from '../../lib/search/advanced-search-form.ts';
import type { CategoryGroup, ValueOption } from '../../lib/search/category-options.ts';
import { headerFallbackSearch } from '../../lib/search/header-fallback.ts';
import { searchUrl } from '../../lib/search/search-url.ts';
import { useHydrated } from '../use-hydrated.ts';

type Text = Dictionary['search']['advanced'];

interface Props {
  locale: Locale;
  /** The level-3 categories by level-1 group, from the build's category tree. */
  groups: CategoryGroup[];
  /** The catalogue's materials and dimensions: drop-downs of what exists, never free text. */
  materials: ValueOption[];
  dimensions: ValueOption[];
  text: Text;
}

/** The message for a problem, worded like the API's generic ones ('Please enter your dimension key'). */
function problemText(field: AdvancedField, problem: AdvancedProblem, text: Text): string {
  const name = text.fieldNames[field];
  const opening = capitalise(name);
  switch (problem.rule) {
    case 'required':
      return fill(text.required, { field: name });
    case 'tooLong':
      return fill(text.tooLong, { field: opening, n: problem.n });
    case 'noSearchTerm':
      return text.noSearchTerm;
    case 'keyPattern':
      return fill(text.keyPattern, { field: opening });
    case 'noRange':
      return text.noRange;
    case 'number':
      return fill(text.number, { field: opening });
    case 'minAboveMax':
      return text.minAboveMax;
  }
}

/**
 * The advanced search (/search): part number, keyword, category, material and one dimension range,
 * checked here as the API checks them, then shown on the results page. The header's search form
 * lands here as /search?q=… before its script runs: that goes straight on to the results.
 */
export default function AdvancedSearch({ locale, groups, materials, dimensions, text }: Props) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(EMPTY_ADVANCED);
  const [problems, setProblems] = useState<AdvancedProblems>({});
  const controls = useRef<Partial<Record<AdvancedField, HTMLInputElement | HTMLSelectElement | null>>>({});

  useEffect(() => {
    const quick = headerFallbackSearch(window.location.search);
    if (quick) window.location.replace(searchUrl(locale, quick));
  }, [locale]);

  function change(field: AdvancedField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setProblems((shown) => recheckProblems(shown, next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = advancedProblems(values);
    setProblems(found);
    const first = ADVANCED_FIELDS.find((field) => found[field]);
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    window.location.assign(searchUrl(locale, advancedSearchState(values)));
  }

  /** Label, control, hint and message of one field, tied together for assistive technology. */
  function field(name: AdvancedField, label: string, hint?: string, inputMode?: 'decimal') {
    const id = `advanced-${name}`;
    const problem = problems[name];
    const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      name,
      value: values[name],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': describedBy,
    };
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {name === 'material' || name === 'dimKey' ? (
          <select
            {...common}
            ref={(element) => {
              controls.current[name] = element;
            }}
            onChange={(event) => change(name, event.target.value)}
          >
            <option value="">{name === 'material' ? text.anyMaterial : text.noDimension}</option>
            {(name === 'material' ? materials : dimensions).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : name === 'categoryId' ? (
          <select
            {...common}
            ref={(element) => {
              controls.current[name] = element;
            }}
            onChange={(event) => change(name, event.target.value)}
          >
            <option value="">{text.anyCategory}</option>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        ) : (
          <input
            {...common}
            ref={(element) => {
              controls.current[name] = element;
            }}
            type="text"
            inputMode={inputMode}
            autoComplete="off"
            onChange={(event) => change(name, event.target.value)}
          />
        )}
        {hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
        {problem && (
          <p id={`${id}-error`} className="field-error">
            {problemText(name, problem, text)}
          </p>
        )}
      </div>
    );
  }

  // No maxLength: a cut-off paste would search for something else without a word; the message says why.
  return (
    <form className="advanced-search" onSubmit={submit} noValidate>
      <fieldset disabled={!hydrated}>
        {field('partNo', text.partNo, text.partNoHint)}
        {field('keyword', text.keyword)}
        {field('categoryId', text.category)}
        {field('material', text.material)}
        <fieldset className="advanced-dimension">
          <legend>{text.dimension}</legend>
          {field('dimKey', text.dimKey)}
          <div className="advanced-range">
            {field('dimMin', text.dimMin, undefined, 'decimal')}
            {field('dimMax', text.dimMax, undefined, 'decimal')}
          </div>
        </fieldset>
        <button type="submit" className="button">
          {text.submit}
        </button>
      </fieldset>
    </form>
  );
}
