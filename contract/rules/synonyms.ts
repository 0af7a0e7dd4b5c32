import { fillBoth, type BilingualText } from '../i18n/text.ts';

/**
 * The search's synonyms as editors write them: one group of words that mean the same per line, the
 * words separated by commas (English or Chinese), e.g. "把手, 拉手, 手柄". A keyword containing one word
 * of a group also finds names containing another (server/catalogue/search-keyword.ts).
 */
export const SYNONYM_LIMITS = { textMax: 20_000, groups: 500, wordsPerGroup: 20, wordMax: 40 } as const;

const SEPARATORS = /[,，、;；]/;
/** LIKE's wildcards and the escape character never go into a pattern built from a word. */
const FORBIDDEN = /[%_\\]/;

export const SYNONYM_MESSAGES = {
  tooLong: { en: 'The synonyms cannot exceed {n} characters', zh: '同义词不能超过 {n} 个字符' },
  tooManyGroups: { en: 'No more than {n} lines of synonyms', zh: '同义词不能超过 {n} 行' },
  tooFewWords: {
    en: 'Line {line}: give at least two words, separated by commas',
    zh: '第 {line} 行：请至少填写两个词，用逗号分隔',
  },
  tooManyWords: { en: 'Line {line}: no more than {n} words', zh: '第 {line} 行：不能超过 {n} 个词' },
  wordTooLong: {
    en: 'Line {line}: "{word}" is longer than {n} characters',
    zh: '第 {line} 行：“{word}”超过 {n} 个字符',
  },
  badCharacter: { en: 'Line {line}: "{word}" contains %, _ or \\', zh: '第 {line} 行：“{word}”包含 %、_ 或 \\' },
} as const satisfies Record<string, BilingualText>;

/** The groups of a text, or the first thing wrong with it (bilingual, naming the line). */
export function parseSynonyms(text: string): { groups: string[][] } | { problem: BilingualText } {
  if (text.length > SYNONYM_LIMITS.textMax)
    return { problem: fillBoth(SYNONYM_MESSAGES.tooLong, { n: SYNONYM_LIMITS.textMax }) };
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ line: i + 1, text: line.trim() }))
    .filter((l) => l.text !== '');
  if (lines.length > SYNONYM_LIMITS.groups)
    return { problem: fillBoth(SYNONYM_MESSAGES.tooManyGroups, { n: SYNONYM_LIMITS.groups }) };
  const groups: string[][] = [];
  for (const { line, text: content } of lines) {
    const words = [
      ...new Set(
        content
          .split(SEPARATORS)
          .map((w) => w.trim().replace(/\s+/g, ' ').toLowerCase())
          .filter((w) => w !== ''),
      ),
    ];
    if (words.length < 2) return { problem: fillBoth(SYNONYM_MESSAGES.tooFewWords, { line }) };
    if (words.length > SYNONYM_LIMITS.wordsPerGroup)
      return { problem: fillBoth(SYNONYM_MESSAGES.tooManyWords, { line, n: SYNONYM_LIMITS.wordsPerGroup }) };
    const long = words.find((w) => [...w].length > SYNONYM_LIMITS.wordMax);
    if (long)
      return { problem: fillBoth(SYNONYM_MESSAGES.wordTooLong, { line, word: long, n: SYNONYM_LIMITS.wordMax }) };
    const bad = words.find((w) => FORBIDDEN.test(w));
    if (bad) return { problem: fillBoth(SYNONYM_MESSAGES.badCharacter, { line, word: bad }) };
    groups.push(words);
  }
  return { groups };
}

/** Groups back as the text editors edit: one line each. */
export function synonymsText(groups: readonly (readonly string[])[]): string {
  return groups.map((words) => words.join(', ')).join('\n');
}
