/** The two languages of the shop: English is the default and the fallback. */
export const LANGUAGES = ['en', 'zh-cn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in both languages, for messages built outside the site's dictionaries (API answers). */
export interface BilingualText {
  en: string;
  zh: string;
}

export function pick(text: BilingualText, language: Language): string {
  return language === 'zh-cn' ? text.zh : text.en;
}

/** A label that opens a sentence gets a capital ('first name' → 'First name'); Chinese is unchanged. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Fills {name} placeholders; unknown names stay as written so a missing value is visible. A counted
 * phrase is written as ICU writes it, `{count, plural, one {# invoice} other {# invoices}}`: the
 * language's Intl.PluralRules choose the branch (`=0` and other exact branches first, `other` when the
 * language has no branch of its own) and `#` is the count. English needs `one` and `other`; Chinese
 * does not inflect, so its phrases name the count plainly.
 */
export function fill(template: string, values: Record<string, string | number>, language: Language = 'en'): string {
  return expandPlurals(template, values, language).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Fills the placeholders of both languages of a text. */
export function fillBoth(text: BilingualText, values: Record<string, string | number>): BilingualText {
  return { en: fill(text.en, values, 'en'), zh: fill(text.zh, values, 'zh-cn') };
}

/** A plural block, `{n, plural, one {# line} other {# lines}}`; its branches hold plain text and `{name}`s. */
const PLURAL_BLOCK = /\{(\w+), plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/g;
const PLURAL_BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

/** Replaces each plural block by its chosen branch, with `#` as the count; a block without its count stays. */
function expandPlurals(template: string, values: Record<string, string | number>, language: Language): string {
  return template.replace(PLURAL_BLOCK, (whole, name: string, body: string) => {
    const count = Number(values[name]);
    if (!Object.hasOwn(values, name) || !Number.isFinite(count)) return whole;
    const branches = new Map([...body.matchAll(PLURAL_BRANCH)].map((m) => [m[1]!, m[2]!]));
    const branch =
      branches.get(`=${count}`) ??
      branches.get(new Intl.PluralRules(language).select(count)) ??
      branches.get('other') ??
      whole;
    return branch.replaceAll('#', String(values[name]));
  });
}
