import type { DimensionFacet, DimensionValueCount } from '#contract/calls/search.ts';
import { byCodePoint, type ColumnSummary, type FamilyFacets } from './facet-index.ts';

const MAX_DIMENSIONS = 6;
const MAX_VALUES = 20;

/** A key's most common column and how many of the families' columns carry the key. */
interface CommonKey {
  column: ColumnSummary;
  families: number;
}

const labelOf = (c: ColumnSummary) => `${c.labelEn}\u0000${c.labelZh}\u0000${c.unit ?? ''}`;

/**
 * The dimension keys at least half the families have, most common first. Kinds of part reuse keys
 * (d1 is a knob's outer diameter but a lever's hub), so a key takes its most common label.
 */
function commonKeys(families: readonly FamilyFacets[]): ColumnSummary[] {
  const byKey = new Map<string, Map<string, { column: ColumnSummary; n: number }>>();
  for (const family of families) {
    for (const column of family.columns) {
      const labels = byKey.get(column.key) ?? new Map<string, { column: ColumnSummary; n: number }>();
      byKey.set(column.key, labels);
      const label = labels.get(labelOf(column));
      if (label) label.n++;
      else labels.set(labelOf(column), { column, n: 1 });
    }
  }
  const keys: CommonKey[] = [...byKey.values()].map((labels) => {
    const ranked = [...labels.values()].sort((a, b) => b.n - a.n || byCodePoint(labelOf(a.column), labelOf(b.column)));
    return { column: ranked[0]!.column, families: ranked.reduce((sum, label) => sum + label.n, 0) };
  });
  return keys
    .filter((key) => key.families * 2 >= families.length)
    .sort((a, b) => b.families - a.families || byCodePoint(a.column.key, b.column.key))
    .slice(0, MAX_DIMENSIONS)
    .map((key) => key.column);
}

/** A key's numbers' range when every family writes it as numbers, else its most common values. */
function facetOf(column: ColumnSummary, families: readonly FamilyFacets[]): DimensionFacet {
  const head = { key: column.key, label: column.labelEn, labelZh: column.labelZh, unit: column.unit };
  const summaries = families.flatMap((family) => family.dimensions.find((d) => d.key === column.key) ?? []);
  const min = summaries.reduce((low, s) => (s.min === null ? low : Math.min(low, s.min)), Infinity);
  const max = summaries.reduce((high, s) => (s.max === null ? high : Math.max(high, s.max)), -Infinity);
  if (summaries.length && summaries.every((s) => s.allNumbers) && Number.isFinite(min) && Number.isFinite(max))
    return { ...head, min, max };
  // Each family lists a value once, so a value's count is its families'.
  const counts = new Map<string, number>();
  for (const summary of summaries) for (const value of summary.texts) counts.set(value, (counts.get(value) ?? 0) + 1);
  const common: DimensionValueCount[] = [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en', { numeric: true }))
    .slice(0, MAX_VALUES);
  return { ...head, values: common };
}

/**
 * The main dimensions of the families: a range for numbers, the most common values for text (M8, DB3 …),
 * from the families' summaries (server/db/migrations/026-family-search-summaries.ts) kept in the facet index.
 */
export function dimensionFacets(families: readonly FamilyFacets[]): DimensionFacet[] {
  return commonKeys(families).map((column) => facetOf(column, families));
}
