/**
 * A bilingual text is `title` and `titleZh` in the API (contract/calls/content.ts), but the columns
 * `title_en` and `title_zh` in the database (server/db/schema.ts). These rename the English one
 * between the two, for the given texts, and leave every other field as it is.
 */

type English<K extends string> = `${K}En`;

/** A row as the API names it: `titleEn` becomes `title`. */
export function apiNames<K extends string, R extends Record<English<K>, string>>(
  row: R,
  texts: readonly K[],
): Omit<R, English<K>> & Record<K, string> {
  const renamed = new Map<string, string>(texts.map((text) => [`${text}En`, text]));
  return rename(row, renamed) as Omit<R, English<K>> & Record<K, string>;
}

/** A request's fields as the database names them: `title` becomes `titleEn`. */
export function columnNames<K extends string, B extends Record<K, string>>(
  body: B,
  texts: readonly K[],
): Omit<B, K> & Record<English<K>, string> {
  const renamed = new Map<string, string>(texts.map((text) => [text, `${text}En`]));
  return rename(body, renamed) as Omit<B, K> & Record<English<K>, string>;
}

// Keys keep their order: the audit record lists the fields changed in it.
function rename(record: object, names: ReadonlyMap<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [names.get(key) ?? key, value]));
}
