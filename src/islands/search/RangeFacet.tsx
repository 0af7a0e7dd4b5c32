import { useEffect, useState, type FormEvent } from 'react';
import type { DimensionFacet } from '#contract/calls/search.ts';
import { format } from '../../i18n/dictionary.ts';
import { columnLabel } from '../../lib/catalogue/column-label.ts';
import { parseBound, rangeProblem, type RangeProblem } from '../../lib/search/dimension-range.ts';
import { refine } from '../../lib/search/search-filters.ts';
import type { SearchState } from '../../lib/search/search-url.ts';
import type { ResultsStrings, SearchNav } from './results-strings.ts';

interface Props {
  id: string;
  facet: DimensionFacet & { min: number; max: number };
  state: SearchState;
  nav: SearchNav;
  strings: ResultsStrings;
}

const PROBLEM_TEXT: Record<RangeProblem, 'rangeNeeded' | 'rangeNumber' | 'rangeOrder'> = {
  needed: 'rangeNeeded',
  number: 'rangeNumber',
  order: 'rangeOrder',
};

const shown = (bound: number | null | undefined) => (bound === null || bound === undefined ? '' : String(bound));

/** A numeric dimension: min and max inputs with an Apply button (typing alone does not search). */
export function RangeFacet({ id, facet, state, nav, strings }: Props) {
  const chosen = state.dimension?.key === facet.key && 'min' in state.dimension ? state.dimension : null;
  const [min, setMin] = useState(shown(chosen?.min));
  const [max, setMax] = useState(shown(chosen?.max));
  const [problem, setProblem] = useState<RangeProblem | null>(null);

  // Back, forward and the chips change the range under the form: it follows.
  useEffect(() => {
    setMin(shown(chosen?.min));
    setMax(shown(chosen?.max));
    setProblem(null);
  }, [chosen?.min, chosen?.max]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = rangeProblem(min, max);
    setProblem(found);
    if (found) return;
    nav.navigate(
      refine(state, { dimension: { key: facet.key, min: parseBound(min) ?? null, max: parseBound(max) ?? null } }),
    );
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = problem ? `${hintId} ${errorId}` : hintId;
  const input = (label: string, value: string, set: (value: string) => void, placeholder: number) => (
    <label className="range-field">
      <span>{label}</span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={String(placeholder)}
        onChange={(event) => set(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
      />
    </label>
  );

  return (
    <section className="facet" aria-labelledby={id}>
      <h3 id={id}>{columnLabel(facet, nav.locale)}</h3>
      <form className="range-form" onSubmit={apply} noValidate>
        <fieldset aria-labelledby={id}>
          {input(strings.min, min, setMin, facet.min)}
          {input(strings.max, max, setMax, facet.max)}
          <button type="submit" className="button secondary">
            {strings.apply}
          </button>
        </fieldset>
        <p id={hintId} className="range-hint">
          {format(strings.rangeSpan, { min: facet.min, max: facet.max })}
          {facet.unit ? ` ${facet.unit}` : ''}
        </p>
        {problem && (
          <p id={errorId} className="field-error">
            {strings[PROBLEM_TEXT[problem]]}
          </p>
        )}
      </form>
    </section>
  );
}
