import '../../styles/configurator.css';
import { useStore } from '../use-store.ts';
import { useEffect, useMemo } from 'react';
import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { columnLabel } from '../../lib/catalogue/column-label.ts';
import {
  choiceAfter,
  configuratorColumns,
  configuratorParameters,
  filtersOf,
  onlyPartNumbersDiffer,
  type ConfiguratorVariant,
} from '../../lib/catalogue/configurator.ts';
import { filterVariants, hasFilters, type Filters } from '../../lib/catalogue/variant-filter.ts';
import { $chosenId, $filters, CONFIGURATOR_ID } from '../../stores/product-choice.ts';
import { useHydrated } from '../use-hydrated.ts';

export interface ConfiguratorStrings {
  configure: string;
  allValues: string;
  clearFilters: string;
  shownVariants: string;
  matchingParts: string;
  chosenVariant: string;
  toBuyBox: string;
  finish: string;
}

/** Twins that differ only in what no parameter shows (a grade in the part number) are offered as buttons up to this many. */
const MAX_PART_BUTTONS = 6;
/** The pre-rendered state's filters: one object, so that memos keyed by it keep. */
const NO_FILTERS: Filters = {};

interface Props {
  locale: Locale;
  columns: DimensionColumn[];
  variants: ConfiguratorVariant[];
  strings: ConfiguratorStrings;
}

/**
 * The product page's configurator, beside the variant table (the variant picker) and in step with
 * it through src/stores/product-choice.ts: one group of radio buttons per parameter, every value of
 * the family, those no variant has with the other values chosen shown but disabled. Values chosen
 * here filter the table, and when one variant is left it is chosen; a variant chosen anywhere else
 * (a row, the address) sets the values to its own. Below, how many variants are left; when the
 * values leave a few that look alike, their part numbers to choose from; once chosen, a link up to
 * the buy box. It hydrates when the buyer reaches for it or the choice changes
 * (`client:interaction`), so its radio buttons are live in the HTML: an early click is given again.
 */
export default function Configurator({ locale, columns, variants, strings }: Props) {
  const hydrated = useHydrated();
  const storedFilters = useStore($filters);
  const storedChoice = useStore($chosenId);
  // Until hydrated, exactly the pre-rendered state (nothing chosen): hydration needs the two to match.
  const filters: Filters = hydrated ? storedFilters : NO_FILTERS;
  const chosenId = hydrated ? storedChoice : null;
  const chosen = variants.find((v) => v.id === chosenId);

  const choices = useMemo(() => configuratorColumns(columns, strings.finish), [columns, strings.finish]);
  const parameters = useMemo(() => configuratorParameters(choices, variants, filters), [choices, variants, filters]);
  const parameterKeys = useMemo(
    () => configuratorParameters(choices, variants, {}).map((p) => p.column.key),
    [choices, variants],
  );

  // A variant chosen anywhere (the table, the address, a part-number button) sets the values to its own.
  useEffect(() => {
    const variant = variants.find((v) => v.id === chosenId);
    if (variant) $filters.set(filtersOf(variant, parameterKeys));
  }, [chosenId, variants, parameterKeys]);

  // "Clear filters" (no values at all) also drops the choice; other values keep it while it matches.
  const setFilters = (next: Filters) => {
    $filters.set(next);
    $chosenId.set(Object.keys(next).length === 0 ? null : choiceAfter(variants, next, $chosenId.get()));
  };
  const matching = filterVariants(variants, filters);
  const offerParts = !chosen && matching.length <= MAX_PART_BUTTONS && onlyPartNumbersDiffer(matching, parameters);

  return (
    <div className="configurator" role="group" aria-labelledby={CONFIGURATOR_ID}>
      <h2 id={CONFIGURATOR_ID} tabIndex={-1}>
        {strings.configure}
      </h2>
      {parameters.map(({ column, values }) => {
        const name = `configure-${column.key}`;
        const current = filters[column.key] ?? '';
        const set = (value: string) => setFilters({ ...filters, [column.key]: value });
        return (
          <fieldset key={column.key} className="config-parameter">
            <legend>{columnLabel(column, locale)}</legend>
            <label className="config-value">
              <input type="radio" name={name} value="" checked={current === ''} onChange={() => set('')} />
              <span>{strings.allValues}</span>
            </label>
            {values.map(({ value, valueZh, available }) => (
              <label key={value} className={available ? 'config-value' : 'config-value unavailable'}>
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={current === value}
                  disabled={!available}
                  onChange={() => set(value)}
                />
                <span>{locale === 'en' ? value : valueZh}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <p className="config-count" aria-live="polite">
        {fill(strings.shownVariants, { shown: matching.length, total: variants.length })}
      </p>
      {offerParts && (
        <div className="config-parts" role="group" aria-label={fill(strings.matchingParts, { n: matching.length })}>
          <p>{fill(strings.matchingParts, { n: matching.length })}</p>
          {matching.map((v) => (
            <button key={v.id} type="button" className="button secondary" onClick={() => $chosenId.set(v.id)}>
              <code>{v.partNo}</code>
            </button>
          ))}
        </div>
      )}
      {chosen && (
        <p className="config-chosen">
          {fill(strings.chosenVariant, { partNo: chosen.partNo })} <a href="#buy-box">{strings.toBuyBox}</a>
        </p>
      )}
      <button
        type="button"
        className="button secondary config-clear"
        disabled={!hasFilters(filters)}
        onClick={() => setFilters({})}
      >
        {strings.clearFilters}
      </button>
    </div>
  );
}
