import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import type { DimensionColumnJson } from '../../db/schema.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';
import { readDimNumber, type DimValue } from './cells.ts';
import { IMPORT_LIMITS as L } from './layout.ts';

/** A column without a unit holds text (a thread 'M12', a drive 'Square 7'); one with a unit a number. */
export const isTextColumn = (c: DimensionColumnJson): boolean => c.unit === null;

/**
 * A variant's dims (key=value pairs as read by readDims) typed by its family's columns: every column
 * given, no other key, numbers where a column has a unit. The import and the console's variant edit
 * both check dims this way.
 */
export function typedDims(
  familyCode: string,
  pairs: ReadonlyArray<readonly [key: string, value: string]>,
  columns: readonly DimensionColumnJson[],
): { dims: Record<string, DimValue> } | { problems: BilingualText[] } {
  const keys = columns.map((c) => c.key).join(', ') || '—';
  const problems: BilingualText[] = [];
  for (const [key] of pairs) {
    if (!columns.some((c) => c.key === key)) problems.push(fillBoth(M.dimUnknown, { code: familyCode, key, keys }));
  }
  const dims: Record<string, DimValue> = {};
  for (const column of columns) {
    const value = pairs.find(([k]) => k === column.key)?.[1];
    if (value === undefined) {
      problems.push(fillBoth(M.dimMissing, { code: familyCode, key: column.key, keys }));
      continue;
    }
    if (isTextColumn(column)) {
      dims[column.key] = value;
      continue;
    }
    const n = readDimNumber(value);
    if (n === null)
      problems.push(fillBoth(M.dimNotNumber, { key: column.key, unit: column.unit ?? '', max: L.dimNumberMax }));
    else dims[column.key] = n;
  }
  return problems.length > 0 ? { problems } : { dims };
}
