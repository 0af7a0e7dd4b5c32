import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import {
  dimText,
  filterOptions,
  filterVariants,
  FINISH_KEY,
  type FilterableVariant,
  type Filters,
} from './variant-filter.ts';

/** One value of a parameter: available when some variant has it together with the other values chosen. */
export interface ParameterValue {
  value: string;
  /** What Chinese pages show: a finish's Chinese name; a dimension's value as it is. */
  valueZh: string;
  available: boolean;
}

/** What the configurator needs of a variant: its values, its part number and id to choose it. */
export type ConfiguratorVariant = Pick<Variant, 'id' | 'partNo' | 'dims' | 'finish' | 'finishZh'>;

export interface Parameter {
  column: DimensionColumn;
  values: ParameterValue[];
}

/**
 * The configurator's controls: one per dimension with more than one value in the family (a single
 * value chooses nothing), every value of the family shown, those no variant has with the others chosen
 * marked unavailable.
 */
export function configuratorParameters(
  columns: readonly DimensionColumn[],
  variants: readonly ConfiguratorVariant[],
  filters: Filters,
): Parameter[] {
  return columns.flatMap((column) => {
    const all = filterOptions(variants, {}, column.key);
    if (all.length < 2) return [];
    const reachable = new Set(filterOptions(variants, filters, column.key));
    const inChinese = (value: string) =>
      column.key === FINISH_KEY ? variants.find((v) => v.finish === value)!.finishZh : value;
    return [
      { column, values: all.map((value) => ({ value, valueZh: inChinese(value), available: reachable.has(value) })) },
    ];
  });
}

/**
 * The configurator's columns: the family's dimensions, then the finish (a parameter of its own when
 * the variants come in several, such as AL natural and ALB black; `label` in the page's language).
 */
export function configuratorColumns(columns: readonly DimensionColumn[], finishLabel: string): DimensionColumn[] {
  return [...columns, { key: FINISH_KEY, label: finishLabel, labelZh: finishLabel, unit: null }];
}

/** The configurator set to a variant's own values (the keys of its parameters): what choosing a row of the table shows. */
export function filtersOf(variant: FilterableVariant, keys: readonly string[]): Filters {
  return Object.fromEntries(keys.map((key) => [key, dimText(variant, key)]));
}

/**
 * The variant chosen after the configurator changed: the only one left, else the one already chosen
 * while it still matches, else none.
 */
export function choiceAfter(
  variants: readonly ConfiguratorVariant[],
  filters: Filters,
  chosenId: number | null,
): number | null {
  const left = filterVariants(variants, filters);
  if (left.length === 1) return left[0]!.id;
  return left.some((v) => v.id === chosenId) ? chosenId : null;
}

/**
 * Whether the variants left differ in no parameter, only in their part numbers (a grade no
 * parameter shows): then the buyer chooses by part number.
 */
export function onlyPartNumbersDiffer(left: readonly FilterableVariant[], parameters: readonly Parameter[]): boolean {
  return left.length > 1 && parameters.every((p) => new Set(left.map((v) => dimText(v, p.column.key))).size === 1);
}
