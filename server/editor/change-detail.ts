/**
 * The detail of an audit record: each field that changed, before → after. Long texts (Markdown
 * bodies, descriptions) are cut to their first characters with their full length noted, so the
 * record says what changed without keeping a copy of every version.
 */
export type DetailValue = string | number | boolean | null;

export interface FieldChange {
  from: DetailValue;
  to: DetailValue;
}

/** Texts longer than this are cut in the record. */
export const DETAIL_TEXT_MAX = 120;

/** A value as the record keeps it: long text cut, with its length in characters after it. */
export function compactValue(value: DetailValue): DetailValue {
  if (typeof value !== 'string') return value;
  const characters = [...value];
  if (characters.length <= DETAIL_TEXT_MAX) return value;
  return `${characters.slice(0, DETAIL_TEXT_MAX).join('')}… (${characters.length} characters)`;
}

/**
 * The fields of `after` whose value differs from `before`, compacted; fields not in `after` are left
 * out. Typed by `after`'s own fields, so the record accepts only fields the console names (server/auth/editor.ts).
 */
export function changedFields<T extends object, A extends Partial<T>>(
  before: T,
  after: A,
): { [K in keyof A]?: FieldChange } {
  const old = before as Record<string, DetailValue | undefined>;
  const changes: Record<string, FieldChange> = {};
  for (const [name, value] of Object.entries(after) as Array<[string, DetailValue | undefined]>) {
    if (value === undefined || value === old[name]) continue;
    changes[name] = { from: compactValue(old[name] ?? null), to: compactValue(value) };
  }
  return changes;
}

/** Every field of a record, compacted: what a created or deleted record held. */
export function compactRecord<R extends object>(record: R): { [K in keyof R]: DetailValue } {
  return Object.fromEntries(
    Object.entries(record as Record<string, DetailValue>).map(([name, value]) => [name, compactValue(value)]),
  ) as { [K in keyof R]: DetailValue };
}
