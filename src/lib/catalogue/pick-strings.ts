/** The strings an island shows, out of a dictionary area: its props are serialised into every page. */
export function pickStrings<T extends Record<string, string>, K extends keyof T>(
  area: T,
  keys: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, area[key]])) as Pick<T, K>;
}
