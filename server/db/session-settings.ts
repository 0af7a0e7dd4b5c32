/**
 * Settings every database session starts with, on PGlite and PostgreSQL alike (server/db/connect.ts
 * applies them).
 *
 * Below this pg_trgm word similarity a family name is not a fuzzy match for a search keyword (0.6
 * is pg_trgm's default; typos need less). The search tests it with the `<%` operator, which reads
 * this setting and, unlike a call of word_similarity(), can use the names' trigram indexes.
 */
const FUZZY_MATCH_THRESHOLD = 0.45;

export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': String(FUZZY_MATCH_THRESHOLD),
};

/** The settings as PostgreSQL's startup `options` (`-c name=value …`). */
export function startupOptions(): string {
  return Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
}

/** The settings as SET statements, for a session already open (PGlite). */
export function setStatements(): string {
  return Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `SET ${name} = '${value}';`)
    .join('\n');
}
