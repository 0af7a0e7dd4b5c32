import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import { dimText, filterOptions, filterVariants, type Filters } from './variant-filter.ts';

/** One value of a parameter: available when some variant has it together with the other values chosen. */
export interface ParameterValue {
  value: string;
  available: boolean;
}

export interface Parameter {
  column: DimensionColumn;
  values: ParameterValue[];
}

/**
 * The configurator's controls: one per dimension with more than one value in the family (a single
 * value chooses nothing), every value of the family shown, those no variant has with the others chosen
 * marked unavailable.
 */
export function configuratorParameters(columns: readonly DimensionColumn[], variants: readonly Variant[], filters: Filters): Parameter[] {
  return columns.flatMap((column) => {
    const all = filterOptions(variants, {}, column.key);
    if (all.length < 2) return [];
    const reachable = new Set(filterOptions(variants, filters, column.key));
    return [{ column, values: all.map((value) => ({ value, available: reachable.has(value) })) }];
  });
}

/** The configurator set to a variant's own values (the keys of its parameters): what choosing a row of the table shows. */
export function filtersOf(variant: Variant, keys: readonly string[]): Filters {
  return Object.fromEntries(keys.map((key) => [key, dimText(variant, key)]));
}

/**
 * The variant chosen after the configurator changed: the only one left, else the one already chosen
 * while it still matches, else none.
 */
export function choiceAfter(variants: readonly Variant[], filters: Filters, chosenId: number | null): number | null {
  const left = filterVariants(variants, filters);
  if (left.length === 1) return left[0]!.id;
  return left.some((v) => v.id === chosenId) ? chosenId : null;
}

/**
 * Whether the variants left differ in no parameter, only in their part numbers (a finish or grade
 * no column shows, such as AL and ALB): then the buyer chooses by part number.
 */
export function onlyPartNumbersDiffer(left: readonly Variant[], parameters: readonly Parameter[]): boolean {
  return left.length > 1 && parameters.every((p) => new Set(left.map((v) => dimText(v, p.column.key))).size === 1);
}
