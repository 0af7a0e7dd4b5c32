/**
 * The detail of an audit record as lines to read. Field changes are `{ from, to }` (server/editor/
 * change-detail.ts); a created or deleted record lists its fields; other tools (import, publish)
 * keep their own small objects.
 */
export function detailLines(detail: unknown): string[] {
  if (detail === null || typeof detail !== 'object' || Array.isArray(detail)) return detail == null ? [] : [shown(detail)];
  return Object.entries(detail).map(([field, value]) =>
    isFieldChange(value) ? `${field}: ${shown(value.from)} → ${shown(value.to)}` : `${field}: ${shown(value)}`,
  );
}

function isFieldChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value && Object.keys(value).length === 2;
}

function shown(value: unknown): string {
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value) ?? String(value);
}
