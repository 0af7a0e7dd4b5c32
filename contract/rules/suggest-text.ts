/** Suggestions need this many characters (after trimming): one letter matches nearly everything. */
export const SUGGEST_MIN_LENGTH = 2;

/** The text the header box asks suggestions for: trimmed, as the API reads it. Null when too short to ask. */
export function suggestQuery(typed: string): string | null {
  const text = typed.trim();
  // Characters, not UTF-16 units, as the API's length check counts them.
  return [...text].length >= SUGGEST_MIN_LENGTH ? text : null;
}
