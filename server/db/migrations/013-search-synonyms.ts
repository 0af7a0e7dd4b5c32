import { sql, type Kysely } from 'kysely';

/**
 * Search synonyms editors can change (/editor#synonyms): each row a group of words that mean the same,
 * lower-case. Starts with the words buyers use for the demo catalogue's names in both languages.
 */
const STARTING_GROUPS = [
  ['把手', '拉手', '手柄'],
  ['旋钮', '捏手', '手钮'],
  ['脚轮', '轮子', '万向轮'],
  ['调节脚', '地脚', '支脚', '机脚'],
  ['铰链', '合页'],
  ['快速夹钳', '肘夹', '快速夹具'],
  ['handle', 'grip', 'pull'],
  ['castor', 'caster', 'wheel'],
  ['vice', 'vise'],
  ['levelling', 'leveling'],
  ['aluminium', 'aluminum'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE search_synonyms (
      id serial PRIMARY KEY,
      words text[] NOT NULL CHECK (cardinality(words) >= 2),
      sort_order integer NOT NULL
    )`.execute(db);
  for (const [i, words] of STARTING_GROUPS.entries()) {
    await sql`INSERT INTO search_synonyms (words, sort_order) VALUES (${words}, ${i + 1})`.execute(db);
  }
}
