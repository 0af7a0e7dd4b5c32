import type { Variant } from '#contract/calls/catalogue.ts';
import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { columnLabel } from '../../lib/catalogue/column-label.ts';
import { onlyPartNumbersDiffer, type Parameter } from '../../lib/catalogue/configurator.ts';
import { hasFilters, type Filters } from '../../lib/catalogue/variant-filter.ts';

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

/** The configurator's heading: the buy box's "Choose a variant" link leads here. */
export const CONFIGURATOR_ID = 'configure';

/** Twins that differ only in what no parameter shows (a grade in the part number) are offered as buttons up to this many. */
const MAX_PART_BUTTONS = 6;

interface Props {
  locale: Locale;
  parameters: readonly Parameter[];
  filters: Filters;
  onFilters: (filters: Filters) => void;
  /** The variants the chosen values leave. */
  matching: readonly Variant[];
  total: number;
  chosen: Variant | undefined;
  onChoose: (id: number) => void;
  disabled: boolean;
  strings: ConfiguratorStrings;
}

/**
 * One group of radio buttons per parameter: every value of the family, those no variant has with
 * the other values chosen shown but disabled. Below, how many variants are left; when the values
 * leave a few that look alike, their part numbers to choose from; once chosen, a link up to the buy box.
 */
export function Configurator({ locale, parameters, filters, onFilters, matching, total, chosen, onChoose, disabled, strings }: Props) {
  const offerParts = !chosen && matching.length <= MAX_PART_BUTTONS && onlyPartNumbersDiffer(matching, parameters);
  return (
    <div className="configurator" role="group" aria-labelledby={CONFIGURATOR_ID}>
      <h2 id={CONFIGURATOR_ID} tabIndex={-1}>{strings.configure}</h2>
      {parameters.map(({ column, values }) => {
        const name = `configure-${column.key}`;
        const current = filters[column.key] ?? '';
        const set = (value: string) => onFilters({ ...filters, [column.key]: value });
        return (
          <fieldset key={column.key} className="config-parameter">
            <legend>{columnLabel(column, locale)}</legend>
            <label className="config-value">
              <input type="radio" name={name} value="" checked={current === ''} disabled={disabled} onChange={() => set('')} />
              <span>{strings.allValues}</span>
            </label>
            {values.map(({ value, valueZh, available }) => (
              <label key={value} className={available ? 'config-value' : 'config-value unavailable'}>
                <input type="radio" name={name} value={value} checked={current === value} disabled={disabled || !available} onChange={() => set(value)} />
                <span>{locale === 'en' ? value : valueZh}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <p className="config-count" aria-live="polite">{fill(strings.shownVariants, { shown: matching.length, total })}</p>
      {offerParts && (
        <div className="config-parts" role="group" aria-label={fill(strings.matchingParts, { n: matching.length })}>
          <p>{fill(strings.matchingParts, { n: matching.length })}</p>
          {matching.map((v) => (
            <button key={v.id} type="button" className="button secondary" disabled={disabled} onClick={() => onChoose(v.id)}>
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
      <button type="button" className="button secondary config-clear" disabled={disabled || !hasFilters(filters)} onClick={() => onFilters({})}>
        {strings.clearFilters}
      </button>
    </div>
  );
}
