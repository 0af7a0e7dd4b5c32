import { CHANGE_FIELD_NAMES, CHANGE_RULE_WORDS, CHANGE_VALUE_WORDS } from '#contract/i18n/change-fields.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { pick, type BilingualText } from '#contract/i18n/text.ts';
import { formatPence } from '#contract/format/money.ts';

type Plain = Record<string, unknown>;

/**
 * The detail of an audit record as lines to read, each field under the name staff know it by
 * (contract/i18n/change-fields.ts; a key of an older record without one shows as recorded). Field
 * changes are `{ from, to }` (server/editor/change-detail.ts); staff actions keep `{ before, after }`
 * objects, read here as one change per field; other tools (import, publish) keep small objects.
 */
export function detailLines(detail: unknown, locale: Locale): string[] {
  const read = reader(locale);
  if (!isPlain(detail)) return detail == null ? [] : [read.value('', detail)];
  if (isBeforeAfter(detail)) return read.pairs(detail.before ?? {}, detail.after ?? {});
  return Object.entries(detail).map(([field, value]) =>
    isFieldChange(value) ? read.change(field, value.from, value.to) : read.line(field, read.value(field, value)),
  );
}

function reader(locale: Locale) {
  const name = (field: string): string => {
    const names: BilingualText | undefined = (CHANGE_FIELD_NAMES as Record<string, BilingualText>)[field];
    return names ? pick(names, locale) : field;
  };
  // Money is kept in pence (…Pence): shown as the console shows money.
  const value = (field: string, shown: unknown): string => {
    if (field.endsWith('Pence') && typeof shown === 'number') return formatPence(shown, locale);
    if (field === 'rule' && typeof shown === 'string' && Object.hasOwn(CHANGE_RULE_WORDS, shown))
      return pick(CHANGE_RULE_WORDS[shown as keyof typeof CHANGE_RULE_WORDS], locale);
    // A part's net price in a price-list import: `LH-4102-20: 1:950 → 1:900`.
    if (isPartChange(shown))
      return `${shown.partNo}: ${value('priceBreaks', shown.before)} → ${value('priceBreaks', shown.after)}`;
    if (isPlain(shown))
      return Object.entries(shown)
        .map(([key, inner]) => `${name(key)} ${value(key, inner)}`)
        .join(', ');
    if (Array.isArray(shown) && shown.length > 0)
      return shown
        .map((item) => (isPlain(item) && !isPartChange(item) ? `(${value(field, item)})` : value(field, item)))
        .join(', ');
    if (typeof shown === 'boolean') return pick(shown ? CHANGE_VALUE_WORDS.yes : CHANGE_VALUE_WORDS.no, locale);
    if (shown === null || Array.isArray(shown)) return '—';
    if (typeof shown === 'string') return shown === '' ? '""' : shown;
    return JSON.stringify(shown) ?? String(shown);
  };
  const line = (field: string, shown: string): string =>
    `${name(field)}${pick(CHANGE_VALUE_WORDS.colon, locale)}${shown}`;
  const change = (field: string, from: unknown, to: unknown): string =>
    line(field, `${value(field, from)} → ${value(field, to)}`);
  return {
    value,
    line,
    change,
    /** Each field of either side: before → after where both have it, else the one value. */
    pairs: (before: Plain, after: Plain): string[] =>
      [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) =>
        field in before && field in after
          ? change(field, before[field], after[field])
          : line(field, value(field, field in after ? after[field] : before[field])),
      ),
  };
}

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPartChange(value: unknown): value is { partNo: string; before: unknown; after: unknown } {
  return (
    isPlain(value) &&
    Object.keys(value).length === 3 &&
    typeof value.partNo === 'string' &&
    'before' in value &&
    'after' in value
  );
}

function isFieldChange(value: unknown): value is { from: unknown; to: unknown } {
  return isPlain(value) && 'from' in value && 'to' in value && Object.keys(value).length === 2;
}

/** A staff action's record (server/back-office/staff-order.ts and the account and credit changes): two objects, or none before. */
function isBeforeAfter(detail: Plain): detail is { before: Plain | null; after: Plain | null } {
  const keys = Object.keys(detail);
  return (
    keys.length === 2 &&
    'before' in detail &&
    'after' in detail &&
    [detail.before, detail.after].every((side) => side === null || isPlain(side))
  );
}
