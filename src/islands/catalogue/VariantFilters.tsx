import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { columnLabel } from '../../lib/catalogue/column-label.ts';
import { filterOptions, hasFilters, type Filters } from '../../lib/catalogue/variant-filter.ts';

export interface VariantFilterStrings {
  filterVariants: string;
  allValues: string;
  clearFilters: string;
}

interface Props {
  locale: Locale;
  columns: readonly DimensionColumn[];
  variants: readonly Variant[];
  filters: Filters;
  onChange: (filters: Filters) => void;
  disabled: boolean;
  strings: VariantFilterStrings;
}

/** A select per dimension that has more than one value (a single value filters nothing), and "clear filters". */
export function VariantFilters({ locale, columns, variants, filters, onChange, disabled, strings }: Props) {
  // Which columns get a select depends on the whole family, so selects do not come and go as filters change.
  const filterable = columns.filter((column) => filterOptions(variants, {}, column.key).length > 1);
  if (filterable.length === 0) return null;

  return (
    <fieldset className="variant-filters">
      <legend>{strings.filterVariants}</legend>
      {filterable.map((column) => (
        <label key={column.key} className="variant-filter">
          <span>{columnLabel(column, locale)}</span>
          <select value={filters[column.key] ?? ''} disabled={disabled} onChange={(event) => onChange({ ...filters, [column.key]: event.target.value })}>
            <option value="">{strings.allValues}</option>
            {filterOptions(variants, filters, column.key).map((value) => <option key={value} value={value}>{value}</option>)}
          </select>
        </label>
      ))}
      <button type="button" className="button secondary" disabled={disabled || !hasFilters(filters)} onClick={() => onChange({})}>
        {strings.clearFilters}
      </button>
    </fieldset>
  );
}
