import { CHANGE_FIELD_NAMES } from '#contract/i18n/change-fields.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill, pick, type BilingualText } from '#contract/i18n/text.ts';

export interface ChangeRow {
  area: string;
  recordId: string;
  action: string;
  /** Written in English when the change was made (server/editor/*.ts, server/back-office/*.ts). */
  summary: string;
  detail: unknown;
}

export interface HeadlineWords {
  record: string;
  areas: Record<string, string>;
  actions: Record<string, string>;
  /** How the changed fields follow the record line, e.g. "{record} ({fields})". */
  withFields: string;
  fieldSeparator: string;
}

/**
 * The line that says what a change was. The stored summary is English; in another language the
 * line is written from what each record also keeps: its area, record, action and the fields its
 * detail names (field changes `{ from, to }`, or a staff action's `{ before, after }`).
 */
export function changeHeadline(change: ChangeRow, locale: Locale, words: HeadlineWords): string {
  if (locale === 'en') return change.summary;
  const record = fill(words.record, {
    area: words.areas[change.area] ?? change.area,
    record: change.recordId,
    action: words.actions[change.action] ?? change.action,
  });
  const fields = changedFields(change.detail).map((field) => {
    const names: BilingualText | undefined = (CHANGE_FIELD_NAMES as Record<string, BilingualText>)[field];
    return names ? pick(names, locale) : field;
  });
  return fields.length === 0 ? record : fill(words.withFields, { record, fields: fields.join(words.fieldSeparator) });
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields a detail says changed; none for a detail of another shape (an import's counts, a publish's build). */
function changedFields(detail: unknown): string[] {
  if (!isPlain(detail)) return [];
  const { before, after } = detail;
  if (Object.keys(detail).length === 2 && 'before' in detail && 'after' in detail) {
    const was = isPlain(before) ? before : {};
    const is = isPlain(after) ? after : {};
    // A record with no before (something new) names what it holds; otherwise only what changed.
    const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
    return isPlain(before)
      ? fields.filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
      : fields;
  }
  const fieldChanges = Object.entries(detail).filter(([, value]) => isPlain(value) && 'from' in value && 'to' in value);
  return fieldChanges.map(([field]) => field);
}
