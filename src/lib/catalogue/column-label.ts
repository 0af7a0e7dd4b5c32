import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { localised } from '../../i18n/localised.ts';

/** A dimension column's heading: "Hole centres (mm)", or the label alone when it has no unit. */
export function columnLabel(column: DimensionColumn, locale: Locale): string {
  const label = localised(column, 'label', locale);
  return column.unit ? `${label} (${column.unit})` : label;
}
