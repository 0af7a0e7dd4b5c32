import type { Variant } from '#contract/calls/catalogue.ts';
import { unitPriceFor } from '#contract/rules/price-breaks.ts';

/**
 * Filtering and sorting a family's variant table. Columns are named by id: the part number, a
 * dimension (`dim:d1`), the weight, a price break (`price:10`, the unit price at that quantity)
 * and the availability.
 */
export type ColumnId = 'partNo' | 'weight' | 'availability' | `dim:${string}` | `price:${number}`;

export const dimColumn = (key: string): ColumnId => `dim:${key}`;
export const priceColumn = (minQty: number): ColumnId => `price:${minQty}`;

/** The values aria-sort takes, so the state can be handed to the header as it is. */
export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: ColumnId;
  direction: SortDirection;
}

/** Dimension key (or FINISH_KEY) → the chosen value; a key that is missing or '' does not filter. */
export type Filters = Readonly<Record<string, string>>;

/** The variant's finish as a filter key: dimension keys are letters and digits only, so none is named so. */
export const FINISH_KEY = '@finish';

/** Ascending availability: the most in stock first, then the shortest lead time. */
const availabilityRank = (v: Variant) => (v.stock > 0 ? -v.stock : v.leadTimeDays);

export function cellValue(variant: Variant, column: ColumnId): string | number {
  if (column === 'partNo') return variant.partNo;
  if (column === 'weight') return variant.weightGrams;
  if (column === 'availability') return availabilityRank(variant);
  if (column.startsWith('dim:')) return variant.dims[column.slice('dim:'.length)] ?? '';
  return unitPriceFor(Number(column.slice('price:'.length)), variant.priceBreaks);
}

// Numeric-aware, so that M6 comes before M10 and 8 before 12 even when written as text. Made at the
// first sort, not as the page's code loads: a tab's first Intl object starts ICU (contract/format/money.ts).
let collator: Intl.Collator | undefined;

export function compareCells(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator.compare(String(a), String(b));
}

/** What the configurator's filters read of a variant. */
export type FilterableVariant = Pick<Variant, 'dims' | 'finish'>;

/** The text a dimension value (or the English finish) is filtered by. */
export const dimText = (variant: FilterableVariant, key: string): string =>
  key === FINISH_KEY ? variant.finish : String(variant.dims[key] ?? '');

function matches(variant: FilterableVariant, filters: Filters, except?: string): boolean {
  return Object.entries(filters).every(
    ([key, value]) => key === except || value === '' || dimText(variant, key) === value,
  );
}

export function filterVariants<V extends FilterableVariant>(variants: readonly V[], filters: Filters): V[] {
  return variants.filter((v) => matches(v, filters));
}

/**
 * The values a dimension's select offers: those of the rows the other filters leave, so that no
 * choice leads to an empty table. Sorted numeric-aware.
 */
export function filterOptions(variants: readonly FilterableVariant[], filters: Filters, key: string): string[] {
  const values = new Set(variants.filter((v) => matches(v, filters, key)).map((v) => dimText(v, key)));
  values.delete('');
  return [...values].sort(compareCells);
}

export const hasFilters = (filters: Filters): boolean => Object.values(filters).some((value) => value !== '');

/** A stable sort: rows that compare equal keep the family's own order. No sort keeps that order too. */
export function sortVariants(variants: readonly Variant[], sort: SortState | null): Variant[] {
  if (!sort) return [...variants];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return variants.toSorted((a, b) => sign * compareCells(cellValue(a, sort.column), cellValue(b, sort.column)));
}

/** A click on a column header: a new column sorts ascending, the sorted one turns round. */
export function nextSort(current: SortState | null, column: ColumnId): SortState {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
